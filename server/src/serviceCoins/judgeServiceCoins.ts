import { bitcoin, outpointKey, parseInscriptions, spentOutpoint } from '@ordmarket/protocol';
import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { ChainSource } from '../chain/ChainSource';
import { coinVerdict, type AssetVerdict } from '../chain/coinAssets';
import { ChainResponseError, ChainUnavailable } from '../chain/esplora/chainHttpErrors';
import type { Database } from '../db/database';
import { updateJsonRows } from '../db/updateJsonRows';
import { serviceCoins } from '../db/schema';
import { storedStartHeight } from '../indexer/aboveGenesis/startHeight';
import { indexedTip } from '../indexer/indexedTip';
import { inscribedOutpoints } from '../indexer/inscribedOutpoints';

/** Core's default ancestor limit: a mempool transaction never has more unconfirmed ancestors than this. */
const maxAncestors = 25;

/** OP_RETURN OP_13: the output that carries a runestone (etching, mint or edicts). */
const isRunestone = (script: Uint8Array) => script[0] === 0x6a && script[1] === 0x5d;

type Outpoint = { readonly txid: string; readonly vout: number };

/** What the index and the chain source know, read for one judging pass. */
interface Knowledge {
  readonly chain: ChainSource;
  readonly db: Database;
  readonly indexed: number;
  readonly start: number;
}

/** Coins in blocks the index has read: the index (where it covers) and the source (ord: runes, older inscriptions). */
async function judgeConfirmed(
  known: Knowledge,
  coins: ReadonlyArray<Outpoint & { readonly blockHeight: number }>,
): Promise<Map<string, AssetVerdict>> {
  if (coins.length === 0) return new Map();
  const inscribed = await inscribedOutpoints(known.db, coins);
  const said = await known.chain.coinAssets(coins.map(outpointKey));
  return new Map(
    coins.map((coin) => {
      const key = outpointKey(coin);
      const answer = said.get(key);
      const verdict =
        answer === undefined ? 'unknown' : coinVerdict(coin.blockHeight >= known.start, inscribed.has(key), answer);
      return [key, verdict];
    }),
  );
}

/**
 * A coin still in the mempool, from its transaction and its unconfirmed ancestors: 'none' when none of them reveals
 * an inscription or carries a runestone and every confirmed coin they spend is known plain; 'unknown' otherwise
 * (never 'some': an inscription or rune among the ancestors may have gone to another output, which the coin's block
 * will tell). Undefined when it cannot be judged yet (a spent coin in a block past the index, a transaction the chain
 * no longer knows): asked again next pass.
 */
async function judgeWaiting(known: Knowledge, txid: string): Promise<AssetVerdict | undefined> {
  const seen = new Set<string>();
  const frontier: Array<Outpoint & { readonly blockHeight: number }> = [];
  const queue = [txid];
  while (queue.length > 0) {
    const next = queue.shift() ?? '';
    if (seen.has(next)) continue;
    if (seen.size >= maxAncestors) return 'unknown';
    seen.add(next);
    const hex = await known.chain.transactionHex(next);
    if (hex === undefined) return undefined;
    const tx = bitcoin.Transaction.fromHex(hex);
    if (parseInscriptions(tx).length > 0 || tx.outs.some((output) => isRunestone(output.script))) return 'unknown';
    for (const input of tx.ins) {
      const spent = spentOutpoint(input);
      const status = await known.chain.transactionStatus(spent.txid);
      if (status === undefined) return undefined;
      if (status.block_height === undefined) queue.push(spent.txid);
      else frontier.push({ ...spent, blockHeight: status.block_height });
    }
  }
  if (frontier.some((coin) => coin.blockHeight > known.indexed)) return undefined;
  const verdicts = await judgeConfirmed(known, frontier);
  return [...verdicts.values()].every((verdict) => verdict === 'none') ? 'none' : 'unknown';
}

/**
 * Judges what the service's unspent coins carry, so that a coin with an inscription or runes is never spent as a
 * payment: coins not judged yet, and coins judged 'unknown' once a block the index has read holds them. A source that
 * cannot answer (ord down) leaves them as they are for the next pass.
 */
export async function judgeServiceCoins(db: Database, chain: ChainSource): Promise<void> {
  const indexed = (await indexedTip(db))?.height ?? -1;
  const open = await db
    .select({ txid: serviceCoins.txid, vout: serviceCoins.vout, blockHeight: serviceCoins.blockHeight })
    .from(serviceCoins)
    .where(
      and(
        isNull(serviceCoins.spentTxid),
        or(
          and(isNull(serviceCoins.assets), isNull(serviceCoins.blockHeight)),
          and(
            or(isNull(serviceCoins.assets), eq(serviceCoins.assets, 'unknown')),
            isNotNull(serviceCoins.blockHeight),
            lte(serviceCoins.blockHeight, indexed),
          ),
        ),
      ),
    );
  if (open.length === 0) return;
  const known: Knowledge = { chain, db, indexed, start: await storedStartHeight(db) };
  const verdicts = new Map<string, AssetVerdict>();
  try {
    const confirmed = open.flatMap((coin) =>
      coin.blockHeight === null ? [] : [{ ...coin, blockHeight: coin.blockHeight }],
    );
    for (const [key, verdict] of await judgeConfirmed(known, confirmed)) verdicts.set(key, verdict);
    const waiting = new Set(open.filter((coin) => coin.blockHeight === null).map((coin) => coin.txid));
    for (const txid of waiting) {
      const verdict = await judgeWaiting(known, txid);
      if (verdict === undefined) continue;
      for (const coin of open) if (coin.txid === txid) verdicts.set(outpointKey(coin), verdict);
    }
  } catch (error) {
    // The source failed mid-way (counted in the health answer): what was judged is written, the rest waits.
    if (!(error instanceof ChainUnavailable || error instanceof ChainResponseError)) throw error;
  }
  const judged = open.flatMap((coin) => {
    const assets = verdicts.get(outpointKey(coin));
    return assets === undefined ? [] : [{ txid: coin.txid, vout: coin.vout, assets }];
  });
  await updateJsonRows(db, serviceCoins, ['txid', 'vout'], judged);
}
