import { createHash } from 'node:crypto';
import { serverCurve } from '../../../crypto/serverCurve';
import { pino } from 'pino';
import { bitcoin, hashFromTxid, networkParams } from '@ordmarket/protocol';
import type { DatabaseHandle } from '../../../db/database';
import { openDevnet, type OpenedDevnet } from '../openDevnet';
import type { Devnet } from '../Devnet';

/** An output a test wallet can spend. */
export interface Coin {
  readonly txid: string;
  readonly vout: number;
  readonly value: bigint;
  readonly script: Uint8Array;
}

/** A test key holding one output script, able to sign its inputs of a transaction. */
export interface TestWallet {
  readonly address: string;
  readonly script: Uint8Array;
  sign(tx: bitcoin.Transaction, index: number, prevouts: readonly Coin[], hashType?: number): void;
}

const network = networkParams('devnet');

export function testPrivateKey(seed: number): Uint8Array {
  return Uint8Array.from(
    createHash('sha256')
      .update(Uint8Array.of(seed, 0x5e, 0xed))
      .digest(),
  );
}

export function p2wpkhWallet(seed: number): TestWallet {
  const privateKey = testPrivateKey(seed);
  const publicKey = serverCurve.pointFromScalar(privateKey, true) ?? new Uint8Array();
  const payment = bitcoin.payments.p2wpkh({ pubkey: publicKey, network });
  const scriptCode = bitcoin.payments.p2pkh({ pubkey: publicKey }).output ?? new Uint8Array();
  return {
    address: payment.address ?? '',
    script: payment.output ?? new Uint8Array(),
    sign: (tx, index, prevouts, hashType = bitcoin.Transaction.SIGHASH_ALL) => {
      const hash = tx.hashForWitnessV0(index, scriptCode, prevouts[index]?.value ?? 0n, hashType);
      tx.setWitness(index, [bitcoin.script.signature.encode(serverCurve.sign(hash, privateKey), hashType), publicKey]);
    },
  };
}

export function p2trWallet(seed: number): TestWallet {
  const privateKey = testPrivateKey(seed);
  const internalKey = serverCurve.xOnlyPointFromScalar(privateKey);
  const payment = bitcoin.payments.p2tr({ internalPubkey: internalKey, network });
  // BIP341 key-path signing: negate the key if its point has an odd Y, then add the tweak.
  const even =
    serverCurve.pointFromScalar(privateKey, true)?.[0] === 0x02 ? privateKey : serverCurve.privateNegate(privateKey);
  const tweaked = serverCurve.privateAdd(even, bitcoin.crypto.taggedHash('TapTweak', internalKey)) ?? new Uint8Array();
  return {
    address: payment.address ?? '',
    script: payment.output ?? new Uint8Array(),
    sign: (tx, index, prevouts, hashType = bitcoin.Transaction.SIGHASH_DEFAULT) => {
      const hash = tx.hashForWitnessV1(
        index,
        prevouts.map(({ script }) => script),
        prevouts.map(({ value }) => value),
        hashType,
      );
      const signature = serverCurve.signSchnorr(hash, tweaked);
      tx.setWitness(index, [hashType === 0 ? signature : Uint8Array.from([...signature, hashType])]);
    },
  };
}

/** An unsigned transaction spending `coins` to `outputs`. */
export function unsigned(coins: readonly Coin[], outputs: ReadonlyArray<{ script: Uint8Array; value: bigint }>) {
  const tx = new bitcoin.Transaction();
  tx.version = 2;
  for (const coin of coins) tx.addInput(hashFromTxid(coin.txid), coin.vout, 0xfffffffd);
  for (const output of outputs) tx.addOutput(output.script, output.value);
  return tx;
}

/** Spends coins all held by `wallet`, signed. */
export function spend(
  wallet: TestWallet,
  coins: readonly Coin[],
  outputs: ReadonlyArray<{ script: Uint8Array; value: bigint }>,
): bitcoin.Transaction {
  const tx = unsigned(coins, outputs);
  coins.forEach((_, index) => wallet.sign(tx, index, coins));
  return tx;
}

/** Pays `sats` from the faucet to the wallet and answers the new output. */
export async function fund(devnet: Devnet, wallet: TestWallet, sats: bigint): Promise<Coin> {
  const txid = await devnet.faucet(wallet.address, sats);
  const tx = await devnet.transaction(txid);
  const vout = tx?.vout.findIndex((output) => output.scriptpubkey_address === wallet.address) ?? -1;
  if (vout < 0) throw new Error('the faucet did not pay the wallet');
  return { txid, vout, value: sats, script: wallet.script };
}

export function openTestDevnet(database: DatabaseHandle, blockMaxVsize?: number): Promise<OpenedDevnet> {
  return openDevnet(database, {
    log: pino({ level: 'silent' }),
    ...(blockMaxVsize === undefined ? {} : { blockMaxVsize }),
  });
}
