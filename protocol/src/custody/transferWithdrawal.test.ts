import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { curve } from '../curve';
import { bytesToHex } from '../bytes';
import { transactionVirtualSize } from '../fees/virtualSize';
import { taprootKeyPair } from '../inscribing/taprootKeyPair';
import { parseInscriptions } from '../inscriptions/parseInscriptions';
import { parseAddress } from '../address/parseAddress';
import { testAddresses } from '../address/testing/testAddresses';
import { ProtocolError } from '../ProtocolError';
import type { CustodyCoin } from './spendCustody';
import { buildTransferWithdrawal } from './transferWithdrawal';
import { txidFromHash } from '../txid';

const key = (byte: number) => taprootKeyPair(new Uint8Array(32).fill(byte), 'testnet');
const coin = (byte: number, value: bigint): CustodyCoin => ({
  txid: byte.toString(16).padStart(2, '0').repeat(32),
  vout: 0,
  value,
  key: key(byte),
});
const receiver = testAddresses('testnet').p2tr;
const testScript = () => parseAddress(receiver, 'testnet').outputScript;
const transferOf = (amount: string) => ({
  contentType: 'text/plain;charset=utf-8',
  body: new TextEncoder().encode(JSON.stringify({ p: 'brc-20', op: 'transfer', tick: 'ordi', amt: amount })),
});

function plan(feeRate = 3n) {
  return buildTransferWithdrawal({
    transfers: [
      { holder: key(1), inscription: transferOf('100') },
      { holder: key(2), inscription: transferOf('0.5') },
    ],
    revealKey: key(7),
    funding: [coin(3, 4_000n), coin(4, 80_000n)],
    receiverAddress: receiver,
    postage: 546n,
    change: key(8),
    feeRate,
    network: 'testnet',
  });
}

const outpoint = (input: bitcoin.Transaction['ins'][number]) => `${txidFromHash(input.hash)}:${input.index}`;

describe('withdrawing BRC-20 from the service wallet', () => {
  it('inscribes each transfer to the address holding its balance, then sends every one to the receiver', () => {
    const built = plan();
    expect(built.reveals).toHaveLength(2);
    built.reveals.forEach((reveal, index) => {
      expect(reveal.ins.map(outpoint)).toEqual([`${built.commit.getId()}:${index}`]);
      expect(reveal.outs[0]?.script).toEqual(key(index + 1).outputScript);
      expect(reveal.outs[0]?.value).toBe(546n);
      const [inscribed] = parseInscriptions(reveal);
      expect(new TextDecoder().decode(inscribed?.body ?? new Uint8Array())).toContain('"op":"transfer"');
    });
    expect(built.send.ins.slice(0, 2).map(outpoint)).toEqual(built.reveals.map((reveal) => `${reveal.getId()}:0`));
    const receiverScript = bytesToHex(testScript());
    expect(built.send.outs.slice(0, 2).map((out) => [bytesToHex(out.script), out.value])).toEqual([
      [receiverScript, 546n],
      [receiverScript, 546n],
    ]);
    expect(built.inscriptionIds).toEqual(built.reveals.map((reveal) => `${reveal.getId()}i0`));
  });

  it('pays the send from a reserve the commit made, and accounts for every sat', () => {
    const built = plan();
    const reserve = built.send.ins[2];
    expect(reserve && outpoint(reserve)).toBe(`${built.commit.getId()}:2`);
    const spent = built.spent.reduce((sum, spentCoin) => sum + spentCoin.value, 0n);
    const kept = built.change.reduce((sum, change) => sum + change.value, 0n);
    expect(spent - kept).toBe(built.cost);
    expect(built.cost).toBe(built.fee + 2n * 546n);
    // Each step pays at least the rate asked.
    expect(built.commit.ins).toHaveLength(1);
    const sendOuts = built.send.outs.reduce((sum, out) => sum + out.value, 0n);
    expect(546n * 2n + (built.commit.outs[2]?.value ?? 0n) - sendOuts).toBeGreaterThanOrEqual(
      transactionVirtualSize(built.send) * 3n,
    );
  });

  it('signs the send with each holder key and the reserve with the change key', () => {
    const built = plan();
    const keys = [key(1), key(2), key(8)];
    const values = [546n, 546n, built.commit.outs[2]?.value ?? 0n];
    const scripts = keys.map((signer) => signer.outputScript);
    keys.forEach((signer, index) => {
      const hash = built.send.hashForWitnessV1(index, scripts, values, bitcoin.Transaction.SIGHASH_DEFAULT);
      const signature = built.send.ins[index]?.witness[0] ?? new Uint8Array();
      expect(curve().verifySchnorr(hash, signer.outputScript.subarray(2), signature)).toBe(true);
    });
  });

  it('refuses when the plain coins cannot pay for it, and refuses an empty withdrawal', () => {
    const tooPoor = () =>
      buildTransferWithdrawal({
        transfers: [{ holder: key(1), inscription: transferOf('1') }],
        revealKey: key(7),
        funding: [coin(3, 900n)],
        receiverAddress: receiver,
        postage: 546n,
        change: key(8),
        feeRate: 3n,
        network: 'testnet',
      });
    expect(tooPoor).toThrow(ProtocolError);
    expect(() =>
      buildTransferWithdrawal({
        ...{ transfers: [] },
        revealKey: key(7),
        funding: [coin(3, 90_000n)],
        receiverAddress: receiver,
        postage: 546n,
        change: key(8),
        feeRate: 3n,
        network: 'testnet',
      }),
    ).toThrow(/at least one transfer/);
  });
});
