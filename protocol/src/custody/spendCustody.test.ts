import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { curve } from '../curve';
import { transactionVirtualSize } from '../fees/virtualSize';
import { taprootKeyPair } from '../inscribing/taprootKeyPair';
import { ProtocolError } from '../ProtocolError';
import { testAddresses } from '../address/testing/testAddresses';
import { spendCustody, type CustodyCoin } from './spendCustody';

const key = (byte: number) => taprootKeyPair(new Uint8Array(32).fill(byte), 'testnet');
const coin = (byte: number, value: bigint, vout = 0): CustodyCoin => ({
  txid: byte.toString(16).padStart(2, '0').repeat(32),
  vout,
  value,
  key: key(byte),
});
const user = testAddresses('testnet').p2tr;
const change = key(9).address;

function code(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ProtocolError) return String(error.code);
    throw error;
  }
  return 'accepted';
}

describe('paying out of the service wallet', () => {
  it('sends an inscription whole to its owner, the fee from a plain coin, the rest back as change', () => {
    const inscription = coin(1, 10_000n);
    const spend = spendCustody({
      carried: [{ coin: inscription, address: user }],
      payments: [],
      funding: [coin(2, 3_000n), coin(3, 50_000n)],
      changeAddress: change,
      feeRate: 5n,
      network: 'testnet',
    });
    expect(spend.tx.outs[0]?.value).toBe(10_000n);
    expect(spend.spent.map((spent) => spent.txid)).toEqual([inscription.txid, coin(3, 0n).txid]);
    expect(spend.change?.vout).toBe(1);
    expect(spend.fee).toBe(transactionVirtualSize(spend.tx) * 5n);
    expect(spend.fee + (spend.change?.value ?? 0n)).toBe(50_000n);
  });

  it('signs every input with the key of its own address', () => {
    const spend = spendCustody({
      carried: [],
      payments: [{ address: user, value: 20_000n }],
      funding: [coin(4, 15_000n), coin(5, 15_000n)],
      changeAddress: change,
      feeRate: 2n,
      network: 'testnet',
    });
    const scripts = spend.spent.map((spent) => spent.key.outputScript);
    const values = spend.spent.map((spent) => spent.value);
    spend.spent.forEach((spent, index) => {
      const hash = spend.tx.hashForWitnessV1(index, scripts, values, bitcoin.Transaction.SIGHASH_DEFAULT);
      const signature = spend.tx.ins[index]?.witness[0] ?? new Uint8Array();
      // A p2tr output script is OP_1 <32-byte tweaked key>.
      const tweaked = spent.key.outputScript.subarray(2);
      expect(curve().verifySchnorr(hash, tweaked, signature)).toBe(true);
    });
    expect(spend.spent).toHaveLength(2);
  });

  it('gives dust change to the miners rather than making an output nobody relays', () => {
    const spend = spendCustody({
      carried: [],
      payments: [{ address: user, value: 9_000n }],
      funding: [coin(6, 9_400n)],
      changeAddress: change,
      feeRate: 1n,
      network: 'testnet',
    });
    expect(spend.tx.outs).toHaveLength(1);
    expect(spend.fee).toBe(400n);
  });

  it('refuses what the coins cannot pay, dust payments and an empty payout', () => {
    const request = {
      carried: [],
      payments: [{ address: user, value: 90_000n }],
      funding: [coin(7, 50_000n)],
      changeAddress: change,
      feeRate: 1n,
      network: 'testnet' as const,
    };
    expect(code(() => spendCustody(request))).toBe('not-enough-funds');
    expect(code(() => spendCustody({ ...request, payments: [{ address: user, value: 100n }] }))).toBe('dust-output');
    expect(code(() => spendCustody({ ...request, payments: [] }))).toBe('nothing-to-pay');
  });
});
