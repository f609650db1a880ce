import { bitcoin, bytesToHex, networkParams } from '@ordmarket/protocol';
import { describe, expect, it } from 'vitest';
import { devnetKeyFromPrivateKey } from '../../../wallet/devnet/devnetKey';
import { lockFeeQuote } from './lockFeeQuote';

const key = devnetKeyFromPrivateKey(Uint8Array.from({ length: 32 }, (_, index) => index + 3));
const taproot = {
  address: key.address,
  publicKey: bytesToHex(key.internalKey),
  paymentAddress: key.address,
  paymentPublicKey: bytesToHex(key.internalKey),
};

describe('lockFeeQuote', () => {
  it("quotes the lock of one inscription from the wallet's own taproot address: 212 vB at the rate", () => {
    expect(lockFeeQuote(taproot, 'devnet', 10)).toEqual({ sats: 2_120, rate: 10 });
    // A fractional rate is paid whole, as the market builds the lock.
    expect(lockFeeQuote(taproot, 'devnet', 2.2)).toEqual({ sats: 636, rate: 3 });
  });

  it('prices a separate payment address by its own inputs and change', () => {
    const compressed = bitcoin.payments.p2wpkh({
      pubkey: Uint8Array.from([0x02, ...key.internalKey]),
      network: networkParams('devnet'),
    });
    const apart = {
      ...taproot,
      paymentAddress: compressed.address ?? '',
      paymentPublicKey: `02${bytesToHex(key.internalKey)}`,
    };
    // A segwit coin weighs more than a taproot one to spend, and its change output less.
    expect(lockFeeQuote(apart, 'devnet', 10)).toEqual({ sats: 2_100, rate: 10 });
  });

  it('quotes nothing while the rate, the chain or the key is unknown', () => {
    expect(lockFeeQuote(taproot, 'devnet', null)).toBeNull();
    expect(lockFeeQuote(taproot, undefined, 10)).toBeNull();
    expect(lockFeeQuote({ ...taproot, publicKey: '' }, 'devnet', 10)).toBeNull();
    expect(lockFeeQuote({ ...taproot, publicKey: '02'.repeat(33) }, 'devnet', 10)).toBeNull();
  });
});
