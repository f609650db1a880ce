import { bitcoin } from '../bitcoin';
import { parseAddress } from '../address/parseAddress';
import { isDust } from '../fees/dust';
import { checkFeeRate } from '../fees/feeRate';
import { transactionVirtualSize } from '../fees/virtualSize';
import type { NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import { inscriptionCommit, type InscriptionCommit } from '../inscriptions/commit';
import type { InscriptionDraft } from '../inscriptions/inscriptionScript';
import { buildReveal, revealCommitValue, type RevealPlan } from '../inscriptions/reveal';
import type { TaprootKeyPair } from './taprootKeyPair';
import { hashFromTxid } from '../txid';

/** A payment the order's address received. */
export interface OrderCoin {
  readonly txid: string;
  readonly vout: number;
  readonly value: bigint;
}

/** Someone the order pays besides the miners: the creator's mint price, the platform's fee. */
export interface OrderPayout {
  readonly address: string;
  readonly value: bigint;
}

/**
 * What an inscription service turns one payment into: each inscription revealed on its own (so none is cursed
 * and BRC-20 indexers count every one) to the receiver, carrying `postage`, plus the payouts.
 */
export interface InscriptionOrderPlan {
  readonly inscriptions: readonly InscriptionDraft[];
  readonly receiverAddress: string;
  readonly postage: bigint;
  readonly payouts: readonly OrderPayout[];
  /** Whole sats per vB, for the commit and every reveal. */
  readonly feeRate: bigint;
  readonly network: NetworkName;
}

export interface InscriptionOrderQuote {
  readonly commitSize: bigint;
  readonly revealSizes: readonly bigint[];
  /** The commit's fee and every reveal's, at the plan's rate. */
  readonly networkFee: bigint;
  readonly postage: bigint;
  readonly payouts: bigint;
  /** What the order's address must receive: network fee + postage + payouts. */
  readonly total: bigint;
}

/** The signed transactions of a paid order, in the order they must be broadcast. */
export interface InscriptionOrderTransactions {
  readonly commit: bitcoin.Transaction;
  readonly reveals: readonly bitcoin.Transaction[];
  /** What the commit returned to the refund address because the payment was more than the order costs (0 if none). */
  readonly surplusRefund: bigint;
}

// A key-path signature with the default sighash is always 64 bytes, so an unsigned commit's size is exact.
const KEY_PATH_WITNESS = [new Uint8Array(64)];

function revealPlans(plan: InscriptionOrderPlan, key: TaprootKeyPair): RevealPlan[] {
  if (plan.inscriptions.length === 0) throw new ProtocolError('no-inscriptions', 'An order inscribes at least one');
  return plan.inscriptions.map((inscription) => ({
    inscriptions: [inscription],
    revealPublicKey: key.internalKey,
    internalPublicKey: key.internalKey,
    destinations: [{ address: plan.receiverAddress, value: plan.postage }],
    feeRate: plan.feeRate,
    network: plan.network,
  }));
}

function outputScript(address: string, network: NetworkName): Uint8Array {
  return parseAddress(address, network).outputScript;
}

/** A reveal as the commit funds it: its plan, its taproot output and the value that output holds. */
interface FundedReveal {
  readonly plan: RevealPlan;
  readonly commit: InscriptionCommit;
  readonly value: bigint;
}

interface CommitShape {
  readonly outputs: ReadonlyArray<{ readonly script: Uint8Array; readonly value: bigint }>;
  readonly reveals: readonly FundedReveal[];
}

function commitShape(plan: InscriptionOrderPlan, key: TaprootKeyPair): CommitShape {
  // Each reveal's taproot output is worked out once: its value, the commit's output and the reveal all need it.
  const reveals = revealPlans(plan, key).map((reveal): FundedReveal => {
    const commit = inscriptionCommit(reveal);
    return { plan: reveal, commit, value: revealCommitValue(reveal, commit) };
  });
  const outputs = [
    ...reveals.map((reveal) => ({ script: reveal.commit.outputScript, value: reveal.value })),
    ...plan.payouts.map((payout) => {
      const script = outputScript(payout.address, plan.network);
      if (isDust(script, payout.value)) {
        throw new ProtocolError('dust-output', `${payout.value} sats to ${payout.address} is below the dust limit`);
      }
      return { script, value: payout.value };
    }),
  ];
  return { outputs, reveals };
}

function unsignedCommit(
  coins: readonly OrderCoin[],
  outputs: CommitShape['outputs'],
): { tx: bitcoin.Transaction; size: bigint } {
  const tx = new bitcoin.Transaction();
  tx.version = 2;
  for (const coin of coins) tx.addInput(hashFromTxid(coin.txid), coin.vout);
  for (const output of outputs) tx.addOutput(output.script, output.value);
  coins.forEach((_, index) => {
    tx.setWitness(index, KEY_PATH_WITNESS);
  });
  return { tx, size: transactionVirtualSize(tx) };
}

const sizingCoin: OrderCoin = { txid: '0'.repeat(64), vout: 0, value: 0n };

/** What the order costs when paid in `paymentCount` transfers (1 for a wallet's single send). */
export function quoteInscriptionOrder(
  plan: InscriptionOrderPlan,
  key: TaprootKeyPair,
  paymentCount = 1,
): InscriptionOrderQuote {
  const feeRate = checkFeeRate(plan.feeRate);
  const shape = commitShape(plan, key);
  const { size: commitSize } = unsignedCommit(Array<OrderCoin>(paymentCount).fill(sizingCoin), shape.outputs);
  const postage = plan.postage * BigInt(plan.inscriptions.length);
  const revealFees = shape.reveals.reduce((sum, reveal) => sum + reveal.value - plan.postage, 0n);
  const payouts = plan.payouts.reduce((sum, payout) => sum + payout.value, 0n);
  const networkFee = commitSize * feeRate + revealFees;
  return {
    commitSize,
    revealSizes: shape.reveals.map((reveal) => (reveal.value - plan.postage) / feeRate),
    networkFee,
    postage,
    payouts,
    total: networkFee + postage + payouts,
  };
}

export type OrderOutcome =
  | { readonly kind: 'inscribe'; readonly transactions: InscriptionOrderTransactions }
  /** The coins do not cover the order: they go back whole (less the refund's own fee). */
  | { readonly kind: 'short'; readonly paid: bigint; readonly needed: bigint };

function signKeyPathInputs(tx: bitcoin.Transaction, coins: readonly OrderCoin[], key: TaprootKeyPair): void {
  const scripts = coins.map(() => key.outputScript);
  const values = coins.map((coin) => coin.value);
  coins.forEach((_, index) => {
    const sighash = tx.hashForWitnessV1(index, scripts, values, bitcoin.Transaction.SIGHASH_DEFAULT);
    tx.setWitness(index, [key.signKeyPath(sighash)]);
  });
}

/** The lowest rate a commit may pay when its payer paid the quote in several sends: Bitcoin Core's minimum relay. */
const minimumRelayRate = 1n;

/**
 * Spends every coin the order's address received into one commit (an output per reveal, then the payouts, then any
 * surplus worth returning to `refundAddress`) and signs the reveals that spend it. A surplus too small to be its own
 * output goes to the miners, as the order could not return it without paying more than it is worth.
 *
 * `quotePaid` says the coins add up to the order's quote, which priced one send: the inputs of further sends are
 * then paid from the commit's own fee, which may fall to the minimum relay rate (the reveals, each at the full rate,
 * carry their parent into a block), rather than returning a payment that was what the order asked.
 */
export function buildInscriptionOrder(request: {
  readonly plan: InscriptionOrderPlan;
  readonly key: TaprootKeyPair;
  readonly coins: readonly OrderCoin[];
  readonly refundAddress: string;
  readonly quotePaid?: boolean;
}): OrderOutcome {
  const { plan, key, coins } = request;
  if (coins.length === 0) throw new ProtocolError('no-payment', 'The order has received no payment to spend');
  const feeRate = checkFeeRate(plan.feeRate);
  const shape = commitShape(plan, key);
  const paid = coins.reduce((sum, coin) => sum + coin.value, 0n);
  const spent = shape.outputs.reduce((sum, output) => sum + output.value, 0n);
  const exact = unsignedCommit(coins, shape.outputs);
  const needed = spent + exact.size * feeRate;
  if (paid < needed) {
    if (request.quotePaid !== true || paid < spent + exact.size * minimumRelayRate) {
      return { kind: 'short', paid, needed };
    }
    return { kind: 'inscribe', transactions: signedOrder(key, coins, shape, shape.outputs, 0n) };
  }

  const refundScript = outputScript(request.refundAddress, plan.network);
  const withRefund = unsignedCommit(coins, [...shape.outputs, { script: refundScript, value: 0n }]);
  const surplus = paid - spent - withRefund.size * feeRate;
  const surplusRefund = surplus > 0n && !isDust(refundScript, surplus) ? surplus : 0n;
  const outputs =
    surplusRefund > 0n ? [...shape.outputs, { script: refundScript, value: surplusRefund }] : shape.outputs;
  return { kind: 'inscribe', transactions: signedOrder(key, coins, shape, outputs, surplusRefund) };
}

function signedOrder(
  key: TaprootKeyPair,
  coins: readonly OrderCoin[],
  shape: CommitShape,
  outputs: CommitShape['outputs'],
  surplusRefund: bigint,
): InscriptionOrderTransactions {
  const { tx: commit } = unsignedCommit(coins, outputs);
  signKeyPathInputs(commit, coins, key);
  const commitTxid = commit.getId();
  const reveals = shape.reveals.map((reveal, index) =>
    buildReveal(
      { ...reveal.plan, commit: { txid: commitTxid, vout: index, value: reveal.value }, signer: key.scriptSigner },
      reveal.commit,
    ),
  );
  return { commit, reveals, surplusRefund };
}

/**
 * Returns every coin to `refundAddress` less the refund's own fee, or undefined when what is left after that fee
 * would be dust (nothing can be returned without paying more than it is worth).
 */
export function buildOrderRefund(request: {
  readonly key: TaprootKeyPair;
  readonly coins: readonly OrderCoin[];
  readonly refundAddress: string;
  readonly feeRate: bigint;
  readonly network: NetworkName;
}): { readonly tx: bitcoin.Transaction; readonly refunded: bigint } | undefined {
  const { key, coins } = request;
  if (coins.length === 0) throw new ProtocolError('no-payment', 'There is nothing to refund');
  const script = outputScript(request.refundAddress, request.network);
  const paid = coins.reduce((sum, coin) => sum + coin.value, 0n);
  const { size } = unsignedCommit(coins, [{ script, value: 0n }]);
  const refunded = paid - size * checkFeeRate(request.feeRate);
  if (refunded <= 0n || isDust(script, refunded)) return undefined;
  const { tx } = unsignedCommit(coins, [{ script, value: refunded }]);
  signKeyPathInputs(tx, coins, key);
  return { tx, refunded };
}
