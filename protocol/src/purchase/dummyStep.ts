import { bitcoin } from '../bitcoin';
import { equalBytes } from '../bytes';
import { txidFromHash } from '../txid';
import { defaultDummyUtxoValue, type WalletUtxo } from '../utxo/classifyUtxo';
import { splitUtxos } from '../utxo/splitUtxos';

/** The dummy UTXOs a purchase spends, and what a wallet that lacks some must make first. */
export interface DummyStep {
  /** The purchase's dummy inputs: one per item bought and one more. */
  readonly needed: number;
  /** Clean dummy UTXOs the wallet holds now. */
  readonly held: number;
  /** The ones missing, which the dummy transaction makes (0 when the wallet already holds enough). */
  readonly makes: number;
}

/** The number of dummy inputs a purchase of `items` listings spends. */
export const dummiesForItems = (items: number): number => items + 1;

/**
 * Which dummies a purchase of `items` needs from this wallet. A wallet that made 2 for its first single purchase
 * holds 2 afterwards (the purchase leaves N+1 fresh ones), so a sweep of 9 then makes the missing 8, not 10.
 */
export function dummyStepFor(
  items: number,
  utxos: readonly WalletUtxo[],
  dummyValue: bigint = defaultDummyUtxoValue,
): DummyStep {
  const needed = dummiesForItems(items);
  const held = splitUtxos(utxos, dummyValue).dummy.length;
  return { needed, held, makes: Math.max(0, needed - held) };
}

/**
 * The wallet's coins once a transaction of its own is mined: the coins it spends gone, its outputs to the wallet's
 * script added as clean coins (they come from clean coins). For pricing what follows it, such as the purchase after
 * a dummy transaction; the outpoints are the unsigned transaction's, which is all a plan needs.
 */
export function coinsAfter(utxos: readonly WalletUtxo[], psbt: bitcoin.Psbt, walletScript: Uint8Array): WalletUtxo[] {
  const spent = new Set(psbt.txInputs.map((input) => `${txidFromHash(input.hash)}:${input.index}`));
  const txid = bitcoin.Transaction.fromBuffer(psbt.data.getTransaction()).getId();
  const kept = utxos.filter((utxo) => !spent.has(`${utxo.txid}:${utxo.vout}`));
  const made = psbt.txOutputs.flatMap((output, vout): WalletUtxo[] =>
    equalBytes(output.script, walletScript) ? [{ txid, vout, value: output.value, inscriptions: 'none' }] : [],
  );
  return [...kept, ...made];
}
