import {
  buildTransferWithdrawal,
  formatBrc20Amount,
  spendCustody,
  type CustodyCoin,
  type TaprootKeyPair,
} from '@ordmarket/protocol';
import { and, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import {
  boxAddresses,
  boxCoins,
  boxWithdrawals,
  brc20Balances,
  brc20Ticks,
  brc20TransferInscriptions,
} from '../db/schema';
import type { ServiceWallet } from '../inscribing/serviceWallet';
import { transferContent } from '../market/brc20/brc20Content';
import { brc20Draft, inscriptionPostage } from '../market/brc20/inscriptionCost';
import type { BoxPolicy } from './boxPolicy';
import { refuse, refusedBy } from './boxRefusal';
import { brc20Asset, type BoxAsset } from './ledger';

export interface WithdrawalRequest {
  readonly userId: string;
  /** What leaves the box; an inscription leaves with the sats of its output. */
  readonly asset: BoxAsset;
  readonly address: string;
  readonly feeRate: number;
}

/** A withdrawal's signed transactions and what they do to the box's coins. */
export interface PayoutPlan {
  /** In broadcast order; the last one pays the user. */
  readonly transactions: ReadonlyArray<{ readonly txid: string; readonly rawTx: string }>;
  /** The held coins it spends. */
  readonly spent: readonly CustodyCoin[];
  /** Coins it leaves at the change address, held from now on. */
  readonly change: ReadonlyArray<{ readonly txid: string; readonly vout: number; readonly value: bigint }>;
  /** Coins it makes at box addresses and spends itself (a transfer's postage), so no deposit watcher credits them. */
  readonly passing: ReadonlyArray<{
    readonly txid: string;
    readonly vout: number;
    readonly value: bigint;
    readonly address: string;
  }>;
  /** The BTC it costs beyond the BTC paid out: the miners' fees, and the postage BRC-20 transfers travel on. */
  readonly fee: bigint;
  /** For BRC-20: each transfer inscription, where it is inscribed and how much it moves. */
  readonly transfers: ReadonlyArray<{ address: string; inscription_id: string; amount: string }>;
}

/** Held coins matching `which`, locked, each with the key of the service address it sits at. */
async function heldCoins(tx: Transaction, wallet: ServiceWallet, which: SQL): Promise<CustodyCoin[]> {
  const rows = await tx
    .select({ coin: boxCoins, derivationIndex: boxAddresses.derivationIndex })
    .from(boxCoins)
    .innerJoin(boxAddresses, eq(boxAddresses.address, boxCoins.address))
    .where(and(eq(boxCoins.status, 'held'), which))
    .for('update', { of: boxCoins });
  return rows.map(({ coin, derivationIndex }) => ({
    txid: coin.txid,
    vout: coin.vout,
    value: coin.value,
    key: wallet.keyAt(derivationIndex),
  }));
}

/** The box's words for a payout its coins cannot make; any other refusal is the request's, in the rule's words. */
const payoutWords = {
  'not-enough-funds': 'The box cannot pay this out right now: too few plain coins to cover it and its fee.',
};

/** Which of the claims' transfer inscriptions the indexer has seen inscribed. */
async function indexedTransfers(tx: Transaction, claims: ReadonlyArray<{ inscription_id: string }>): Promise<string[]> {
  if (claims.length === 0) return [];
  const rows = await tx
    .select({ id: brc20TransferInscriptions.inscriptionId })
    .from(brc20TransferInscriptions)
    .where(
      inArray(
        brc20TransferInscriptions.inscriptionId,
        claims.map((claim) => claim.inscription_id),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Where the box's balance of a tick sits on chain, less what pending withdrawals have claimed but the indexer has not
 * seen inscribed yet: per box address, with its derivation index, largest first.
 */
async function tickHolders(tx: Transaction, tick: string) {
  const balances = await tx
    .select({
      address: boxAddresses.address,
      available: brc20Balances.available,
      derivationIndex: boxAddresses.derivationIndex,
    })
    .from(brc20Balances)
    .innerJoin(boxAddresses, eq(boxAddresses.address, brc20Balances.address))
    .where(and(eq(brc20Balances.tick, tick), gt(brc20Balances.available, 0n)));
  const pending = await tx
    .select({ transfers: boxWithdrawals.transfers })
    .from(boxWithdrawals)
    .where(and(eq(boxWithdrawals.asset, brc20Asset(tick)), inArray(boxWithdrawals.status, ['stored', 'broadcast'])));
  const claims = pending.flatMap((row) => row.transfers);
  const inscribed = new Set(await indexedTransfers(tx, claims));
  return balances
    .map((row) => {
      const claimed = claims
        .filter((claim) => claim.address === row.address && !inscribed.has(claim.inscription_id))
        .reduce((sum, claim) => sum + BigInt(claim.amount), 0n);
      return { ...row, free: row.available - claimed };
    })
    .filter((row) => row.free > 0n)
    .sort((a, b) => (a.free > b.free ? -1 : a.free < b.free ? 1 : 0));
}

/** A BRC-20 payout: a transfer inscribed at each address the amount is drawn from, then all sent to the user. */
async function planTokenPayout(
  tx: Transaction,
  policy: BoxPolicy,
  request: WithdrawalRequest & { asset: { kind: 'brc20' } },
  change: TaprootKeyPair,
  funding: readonly CustodyCoin[],
): Promise<PayoutPlan> {
  const { tick, amount } = request.asset;
  const [token] = await tx.select().from(brc20Ticks).where(eq(brc20Ticks.tick, tick));
  if (!token) throw refuse(`There is no BRC-20 token ${tick}.`);
  const parts: Array<{ address: string; derivationIndex: number; amount: bigint }> = [];
  let left = amount;
  for (const holder of await tickHolders(tx, tick)) {
    if (left === 0n) break;
    const take = holder.free < left ? holder.free : left;
    parts.push({ address: holder.address, derivationIndex: holder.derivationIndex, amount: take });
    left -= take;
  }
  if (left > 0n) {
    throw refuse(`The box's ${token.displayTick} is still settling on chain. Try again after the next block.`);
  }
  const built = refusedBy(
    () =>
      buildTransferWithdrawal({
        transfers: parts.map((part) => ({
          holder: policy.wallet.keyAt(part.derivationIndex),
          inscription: brc20Draft(transferContent(token.displayTick, formatBrc20Amount(part.amount, token.decimals))),
        })),
        revealKey: change,
        funding,
        receiverAddress: request.address,
        postage: inscriptionPostage,
        change,
        feeRate: BigInt(request.feeRate),
        network: policy.network,
      }),
    payoutWords,
  );
  const ordered = [built.commit, ...built.reveals, built.send];
  return {
    transactions: ordered.map((signed) => ({ txid: signed.getId(), rawTx: signed.toHex() })),
    spent: built.spent,
    change: built.change,
    passing: built.reveals.map((reveal, index) => ({
      txid: reveal.getId(),
      vout: 0,
      value: inscriptionPostage,
      address: parts[index]?.address ?? '',
    })),
    fee: built.cost,
    transfers: parts.map((part, index) => ({
      address: part.address,
      inscription_id: built.inscriptionIds[index] ?? '',
      amount: part.amount.toString(),
    })),
  };
}

/** The payout as it would be built now from the held coins; `change` only sizes it when quoting. */
export async function planPayout(
  tx: Transaction,
  policy: BoxPolicy,
  request: WithdrawalRequest,
  change: TaprootKeyPair,
): Promise<PayoutPlan> {
  const funding = await heldCoins(tx, policy.wallet, isNull(boxCoins.inscriptionId));
  const { asset } = request;
  if (asset.kind === 'brc20') return planTokenPayout(tx, policy, { ...request, asset }, change, funding);
  let carried: Array<{ coin: CustodyCoin; address: string }> = [];
  if (asset.kind === 'inscription') {
    const [held] = await heldCoins(tx, policy.wallet, eq(boxCoins.inscriptionId, asset.inscriptionId));
    if (!held) throw refuse('This inscription is not held in the box.');
    carried = [{ coin: held, address: request.address }];
  }
  const spend = refusedBy(
    () =>
      spendCustody({
        carried,
        payments: asset.kind === 'btc' ? [{ address: request.address, value: asset.sats }] : [],
        funding,
        changeAddress: change.address,
        feeRate: BigInt(request.feeRate),
        network: policy.network,
      }),
    payoutWords,
  );
  const txid = spend.tx.getId();
  return {
    transactions: [{ txid, rawTx: spend.tx.toHex() }],
    spent: spend.spent,
    change: spend.change ? [{ txid, vout: spend.change.vout, value: spend.change.value }] : [],
    passing: [],
    fee: spend.fee,
    transfers: [],
  };
}
