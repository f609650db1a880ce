import { bitcoin, hexToBytes, networkParams, sellerSighash, txidFromHash } from '@ordmarket/protocol';
import { describe, expect, it } from 'vitest';
import { unsignedListing } from './unsignedListing';

// The secp256k1 generator's x coordinate: a valid x-only key, so the test needs no key generation.
const sellerKey = '79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798';
const network = 'testnet';
const ownerAddress = bitcoin.payments.p2tr({
  internalPubkey: hexToBytes(sellerKey),
  network: networkParams(network),
}).address;
const txid = 'a8aa5676536983bb7cce10bd43e877d270fe029c546b324e2d2954d204310c32';

describe('unsigned listing', () => {
  it('spends the inscription output alone and pays the price to the seller, SINGLE|ANYONECANPAY', () => {
    if (ownerAddress === undefined) throw new Error('no taproot address');
    const base64 = unsignedListing({
      output: `${txid}:1`,
      outputValue: 10_000,
      ownerAddress,
      sellerPublicKey: sellerKey,
      receiveAddress: ownerAddress,
      priceSats: 26_880n,
      network,
    });
    const psbt = bitcoin.Psbt.fromBase64(base64);
    expect(psbt.txInputs).toHaveLength(1);
    expect(psbt.txInputs[0]?.index).toBe(1);
    expect(txidFromHash(psbt.txInputs[0]?.hash ?? new Uint8Array())).toBe(txid);
    expect(psbt.data.inputs[0]?.sighashType).toBe(sellerSighash);
    expect(psbt.txOutputs).toHaveLength(1);
    expect(psbt.txOutputs[0]?.value).toBe(26_880n);
  });
});
