import type { bitcoin } from '../bitcoin';
import { checkFeeRate } from '../fees/feeRate';
import type { TaprootKeyPair } from '../inscribing/taprootKeyPair';
import { inscriptionCommit } from '../inscriptions/commit';
import { formatInscriptionId } from '../inscriptions/inscriptionId';
import type { InscriptionDraft } from '../inscriptions/inscriptionScript';
import { buildReveal, revealCommitValue, type RevealPlan } from '../inscriptions/reveal';
import type { NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import { spendCustody, type CustodyCoin } from './spendCustody';

/** One BRC-20 transfer inscription to make: inscribed to the address holding the balance, which must sign it away. */
export interface HeldTransfer {
  /** The key of the address whose balance the transfer draws on; the reveal pays its postage there. */
  readonly holder: TaprootKeyPair;
  readonly inscription: InscriptionDraft;
}

export interface TransferWithdrawalRequest {
  readonly transfers: readonly HeldTransfer[];
  /** Signs the reveals' leaves (the service wallet's own key: nobody else can reveal what it commits). */
  readonly revealKey: TaprootKeyPair;
  /** Plain coins paying every fee and the postage. */
  readonly funding: readonly CustodyCoin[];
  readonly receiverAddress: string;
  /** The sats each transfer inscription sits on, from its reveal to the receiver. */
  readonly postage: bigint;
  /** Takes the commit's change and the send's reserve, so its key spends the reserve. */
  readonly change: TaprootKeyPair;
  readonly feeRate: bigint;
  readonly network: NetworkName;
}

export interface TransferWithdrawal {
  /** Funding → one commit output per transfer, the send's reserve, change. */
  readonly commit: bitcoin.Transaction;
  /** Each inscribes its transfer to its holder's address: the balance becomes transferable there. */
  readonly reveals: readonly bitcoin.Transaction[];
  /** Moves every transfer inscription to the receiver, which makes each transfer happen. */
  readonly send: bitcoin.Transaction;
  readonly inscriptionIds: readonly string[];
  /** The funding coins the commit spent. */
  readonly spent: readonly CustodyCoin[];
  /** The coins left at the change address: the commit's change and the send's, when each was worth making. */
  readonly change: ReadonlyArray<{ readonly txid: string; readonly vout: number; readonly value: bigint }>;
  /** What the miners get across the three steps. */
  readonly fee: bigint;
  /** Everything that leaves the wallet's BTC: the fee and the postage the receiver gets. */
  readonly cost: bigint;
}

// Sizing stand-ins: a signed key-path spend's size does not depend on which coin it spends or what it holds.
const sizingTxid = '0'.repeat(64);
const plentiful = 21_000_000n * 100_000_000n;

/** What the send returns as change: above the dust limit of any address kind. */
const changeFloor = 546n;

/**
 * Withdraws BRC-20 from the service wallet in three transactions, all signed before any is sent: a commit, a reveal
 * per transfer (each inscribed to the address whose balance it draws, since BRC-20 lets only the holder inscribe a
 * transfer of its balance), and a send of every transfer inscription to the receiver. The commit also pays a reserve
 * to `change` that exactly covers the send's fee, so the chain of three never waits on another coin.
 */
export function buildTransferWithdrawal(request: TransferWithdrawalRequest): TransferWithdrawal {
  const feeRate = checkFeeRate(request.feeRate);
  if (request.transfers.length === 0)
    throw new ProtocolError('nothing-to-pay', 'A withdrawal sends at least one transfer.');
  const plans: RevealPlan[] = request.transfers.map((transfer) => ({
    inscriptions: [transfer.inscription],
    revealPublicKey: request.revealKey.internalKey,
    internalPublicKey: request.revealKey.internalKey,
    destinations: [{ address: transfer.holder.address, value: request.postage }],
    feeRate,
    network: request.network,
  }));
  const revealValues = plans.map((plan) => revealCommitValue(plan));

  const sendShape = (reveals: readonly string[], reserve: CustodyCoin) =>
    spendCustody({
      carried: request.transfers.map((transfer, index) => ({
        coin: { txid: reveals[index] ?? sizingTxid, vout: 0, value: request.postage, key: transfer.holder },
        address: request.receiverAddress,
      })),
      payments: [],
      funding: [reserve],
      changeAddress: request.change.address,
      feeRate,
      network: request.network,
    });
  // The reserve pays the send's fee with a change output, and that change (the dust floor) comes back to the wallet:
  // an exact reserve could itself be dust at low rates.
  const sized = sendShape([], { txid: sizingTxid, vout: 0, value: plentiful, key: request.change });
  const reserve = sized.fee + changeFloor;

  const commit = spendCustody({
    carried: [],
    payments: [
      ...plans.map((plan, index) => ({ address: inscriptionCommit(plan).address, value: revealValues[index] ?? 0n })),
      { address: request.change.address, value: reserve },
    ],
    funding: request.funding,
    changeAddress: request.change.address,
    feeRate,
    network: request.network,
  });
  const commitTxid = commit.tx.getId();
  const reveals = plans.map((plan, index) =>
    buildReveal({
      ...plan,
      commit: { txid: commitTxid, vout: index, value: revealValues[index] ?? 0n },
      signer: request.revealKey.scriptSigner,
    }),
  );
  const revealTxids = reveals.map((reveal) => reveal.getId());
  const send = sendShape(revealTxids, { txid: commitTxid, vout: plans.length, value: reserve, key: request.change });
  const sendTxid = send.tx.getId();
  const revealFees = revealValues.reduce((sum, value) => sum + value - request.postage, 0n);
  const fee = commit.fee + revealFees + send.fee;
  return {
    commit: commit.tx,
    reveals,
    send: send.tx,
    inscriptionIds: revealTxids.map((txid) => formatInscriptionId(txid, 0)),
    spent: commit.spent,
    change: [
      ...(commit.change ? [{ txid: commitTxid, vout: commit.change.vout, value: commit.change.value }] : []),
      ...(send.change ? [{ txid: sendTxid, vout: send.change.vout, value: send.change.value }] : []),
    ],
    fee,
    cost: fee + request.postage * BigInt(plans.length),
  };
}
