import type { z } from 'zod';
import type { ChainHttp, ChainRequest } from '../esplora/ChainHttp';
import { ChainResponseError } from '../esplora/chainHttpErrors';
import { parseJsonReply, unexpectedStatus } from '../esplora/readReply';
import {
  balanceSchema,
  pageSchema,
  predeploySchema,
  sourceHeightSchema,
  tokenSchema,
  transferSchema,
  type SourceBalance,
  type SourcePredeploy,
  type SourceToken,
  type SourceTransfer,
} from './brc20SourceSchemas';

/** The whole BRC-20 ledger as it stood after one block. */
export interface Brc20Snapshot {
  readonly height: number;
  /** The source's cumulative event hash there (null below the first inscription block), which ours continues. */
  readonly cumulativeEventHash: string | null;
  readonly blockEventHash: string | null;
  readonly tokens: readonly SourceToken[];
  readonly balances: readonly SourceBalance[];
  readonly transfers: readonly SourceTransfer[];
  readonly predeploys: readonly SourcePredeploy[];
}

const pageLimit = 5000;

interface Hashes {
  readonly cumulative_event_hash: string | null;
  readonly block_event_hash: string | null;
}

/**
 * A BRC-20 indexer's API (BRC20_URL), read once when a server starts indexing above genesis: its ledger then is
 * where this server's own begins. Every page is checked against the documented shape, and a height the source
 * has not indexed, or no longer reaches, is refused with the reason.
 */
export class Brc20Source {
  readonly #http: ChainHttp;

  constructor(http: ChainHttp) {
    this.#http = http;
  }

  /** GET /height: the last block the source has indexed (null before the first). */
  async height(): Promise<number | null> {
    const request = get('/height', '/height');
    const reply = await this.#http.request(request);
    if (reply.status !== 200) throw unexpectedStatus(this.#http.describe(request), reply);
    return parseJsonReply(this.#http.describe(request), reply, sourceHeightSchema).height;
  }

  /** Every token, balance and transfer inscription not yet moved, after block `height`. */
  async ledgerAt(height: number): Promise<Brc20Snapshot> {
    const hashes: Hashes[] = [];
    const snapshot = {
      height,
      tokens: await this.#all(height, 'tokens', tokenSchema, hashes),
      balances: await this.#all(height, 'balances', balanceSchema, hashes),
      transfers: await this.#all(height, 'transfers', transferSchema, hashes),
      predeploys: await this.#all(height, 'predeploys', predeploySchema, hashes),
    };
    const [first] = hashes;
    const same = hashes.every(
      (page) =>
        page.cumulative_event_hash === first?.cumulative_event_hash && page.block_event_hash === first.block_event_hash,
    );
    if (first === undefined || !same) {
      throw new ChainResponseError(`the BRC-20 source answered block ${height} with differing event hashes`);
    }
    return { ...snapshot, cumulativeEventHash: first.cumulative_event_hash, blockEventHash: first.block_event_hash };
  }

  async #all<Item extends z.ZodType>(
    height: number,
    part: string,
    item: Item,
    hashes: Hashes[],
  ): Promise<Array<z.infer<Item>>> {
    const items: Array<z.infer<Item>> = [];
    for (let offset = 0; ; offset += pageLimit) {
      const request = get(`/ledger/:height/${part}`, `/ledger/${height}/${part}?offset=${offset}&limit=${pageLimit}`);
      const what = this.#http.describe(request);
      const reply = await this.#http.request(request);
      if (reply.status === 404) {
        throw new ChainResponseError(`${what}: the BRC-20 source has not indexed block ${height} yet`);
      }
      if (reply.status === 410) {
        throw new ChainResponseError(`${what}: the BRC-20 source no longer reaches back to block ${height}`);
      }
      if (reply.status !== 200) throw unexpectedStatus(what, reply);
      const page = parseJsonReply(what, reply, pageSchema(item));
      if (page.height !== height) throw new ChainResponseError(`${what} answered block ${page.height}, not ${height}`);
      hashes.push(page);
      items.push(...page.items);
      if (page.items.length === 0 || items.length >= page.total) return items;
    }
  }
}

function get(endpoint: string, path: string): ChainRequest {
  return { method: 'GET', endpoint, path };
}
