import {
  buildReveal,
  formatInscriptionId,
  inscriptionCommit,
  revealCommitValue,
  type InscriptionDraft,
  type RevealPlan,
} from '@ordmarket/protocol';
import type { DemoWallet } from './demoWallet';
import { seedFeeRate, type InscriptionPlace, type WalletPurses } from './walletPurses';

/** The value each inscription's output carries, ord's default postage. */
export const postageSats = 10_000n;

/** A piece to inscribe and who receives it. */
export interface InscriptionOrder {
  readonly contentType: string;
  readonly body: Uint8Array;
  readonly receiver: DemoWallet;
}

export interface Inscribed {
  readonly inscriptionId: string;
  readonly place: InscriptionPlace;
}

/**
 * Inscribes `orders` in one commit and one reveal signed by `inscriber`: each inscription gets its own
 * output (the pointer puts it on that output's first sat), so ord numbers them in order and every owner can
 * sell theirs alone. Answers the inscription ids in order, known before anything is mined.
 */
export async function inscribeBatch(
  purses: WalletPurses,
  inscriber: DemoWallet,
  orders: readonly InscriptionOrder[],
): Promise<Inscribed[]> {
  const inscriptions: InscriptionDraft[] = orders.map((order, index) => ({
    contentType: order.contentType,
    body: order.body,
    pointer: BigInt(index) * postageSats,
  }));
  const plan: RevealPlan = {
    inscriptions,
    revealPublicKey: inscriber.revealSigner.publicKey,
    internalPublicKey: inscriber.publicKey,
    destinations: orders.map((order) => ({ address: order.receiver.address, value: postageSats })),
    feeRate: seedFeeRate,
    network: 'devnet',
  };
  const value = revealCommitValue(plan);
  const commit = purses.pay(inscriber, [{ script: inscriptionCommit(plan).outputScript, value }]);
  const commitTxid = await purses.broadcast(commit);
  const reveal = buildReveal({ ...plan, commit: { txid: commitTxid, vout: 0, value }, signer: inscriber.revealSigner });
  const revealTxid = await purses.broadcast(reveal, new Set(orders.keys()));
  return orders.map((order, index) => ({
    inscriptionId: formatInscriptionId(revealTxid, index),
    place: { txid: revealTxid, vout: index, value: postageSats, owner: order.receiver },
  }));
}

/** Keeps each reveal well under the 400,000 WU relay limit (witness bytes weigh 1 WU each). */
const maxRevealBodyBytes = 250_000;
const maxRevealInscriptions = 120;

/** Splits orders into reveal-sized batches and inscribes them all. */
export async function inscribeAll(
  purses: WalletPurses,
  inscriber: DemoWallet,
  orders: readonly InscriptionOrder[],
): Promise<Inscribed[]> {
  const inscribed: Inscribed[] = [];
  let batch: InscriptionOrder[] = [];
  let bytes = 0;
  for (const order of orders) {
    if (batch.length > 0 && (bytes + order.body.length > maxRevealBodyBytes || batch.length >= maxRevealInscriptions)) {
      inscribed.push(...(await inscribeBatch(purses, inscriber, batch)));
      batch = [];
      bytes = 0;
    }
    batch.push(order);
    bytes += order.body.length + 16;
  }
  if (batch.length > 0) inscribed.push(...(await inscribeBatch(purses, inscriber, batch)));
  return inscribed;
}

/**
 * Inscribes each order in a reveal of its own, all funded by one commit with an output per reveal. BRC-20
 * needs this: its indexers skip what ord once cursed, and a second inscription in a reveal (or one with a
 * pointer) was cursed.
 */
export async function inscribeSeparately(
  purses: WalletPurses,
  inscriber: DemoWallet,
  orders: readonly InscriptionOrder[],
): Promise<Inscribed[]> {
  const plans: RevealPlan[] = orders.map((order) => ({
    inscriptions: [{ contentType: order.contentType, body: order.body }],
    revealPublicKey: inscriber.revealSigner.publicKey,
    internalPublicKey: inscriber.publicKey,
    destinations: [{ address: order.receiver.address, value: postageSats }],
    feeRate: seedFeeRate,
    network: 'devnet',
  }));
  const values = plans.map((plan) => revealCommitValue(plan));
  const commit = purses.pay(
    inscriber,
    plans.map((plan, index) => ({ script: inscriptionCommit(plan).outputScript, value: values[index] ?? 0n })),
  );
  const commitTxid = await purses.broadcast(commit);
  const inscribed: Inscribed[] = [];
  for (const [index, plan] of plans.entries()) {
    const order = orders[index];
    if (order === undefined) continue;
    const reveal = buildReveal({
      ...plan,
      commit: { txid: commitTxid, vout: index, value: values[index] ?? 0n },
      signer: inscriber.revealSigner,
    });
    const revealTxid = await purses.broadcast(reveal, new Set([0]));
    inscribed.push({
      inscriptionId: formatInscriptionId(revealTxid, 0),
      place: { txid: revealTxid, vout: 0, value: postageSats, owner: order.receiver },
    });
  }
  return inscribed;
}
