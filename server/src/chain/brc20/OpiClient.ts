import type { OpiRecordedEvent } from '@ordmarket/protocol';
import type { ChainHttp, ChainRequest } from '../esplora/ChainHttp';
import { ChainResponseError } from '../esplora/chainHttpErrors';
import { parseJsonReply, replyText, unexpectedStatus } from '../esplora/readReply';
import { activityOnBlockSchema, hashesOfAllActivitySchema, recordedEvent } from './opiSchemas';

/** A block's hashes as an OPI published them. */
export interface OpiHashes {
  readonly blockEventHash: string;
  readonly cumulativeEventHash: string;
}

/**
 * An OPI BRC-20 API (BRC20_URL, the root its `/v1/brc20/...` routes hang from): the history a server started above
 * genesis replays, and the hashes it checks itself against. Every answer is checked against OPI's shapes; a block
 * OPI has not indexed yet is refused with the reason.
 */
export class OpiClient {
  readonly #http: ChainHttp;

  constructor(http: ChainHttp) {
    this.#http = http;
  }

  /** The last block OPI has indexed (null: none yet). api.js answers it as text, `null` before the first. */
  async blockHeight(): Promise<number | null> {
    const text = await this.#text(get('/v1/brc20/block_height', '/v1/brc20/block_height'));
    if (text === 'null' || text === '-1') return null;
    if (!/^\d+$/.test(text)) throw new ChainResponseError(`BRC-20 block_height answered ${JSON.stringify(text)}`);
    return Number(text);
  }

  /** The event string format OPI hashes: this market writes version 3. */
  async eventHashVersion(): Promise<number> {
    const text = await this.#text(get('/v1/brc20/event_hash_version', '/v1/brc20/event_hash_version'));
    if (!/^\d+$/.test(text)) throw new ChainResponseError(`BRC-20 event_hash_version answered ${JSON.stringify(text)}`);
    return Number(text);
  }

  async hashesAt(height: number): Promise<OpiHashes> {
    const request = get(
      '/v1/brc20/get_hash_of_all_activity',
      `/v1/brc20/get_hash_of_all_activity?block_height=${height}`,
    );
    const reply = await this.#answer(request, height);
    const { result } = parseJsonReply(this.#http.describe(request), reply, hashesOfAllActivitySchema);
    if (result.block_height !== height) {
      throw new ChainResponseError(
        `${this.#http.describe(request)} answered block ${result.block_height}, not ${height}`,
      );
    }
    return { blockEventHash: result.block_event_hash, cumulativeEventHash: result.cumulative_event_hash };
  }

  /** The events OPI recorded in block `height`, in its order. */
  async activityOnBlock(height: number): Promise<OpiRecordedEvent[]> {
    const request = get('/v1/brc20/activity_on_block', `/v1/brc20/activity_on_block?block_height=${height}`);
    const reply = await this.#answer(request, height);
    return parseJsonReply(this.#http.describe(request), reply, activityOnBlockSchema).result.map(recordedEvent);
  }

  async #text(request: ChainRequest): Promise<string> {
    const reply = await this.#http.request(request);
    if (reply.status !== 200) throw unexpectedStatus(this.#http.describe(request), reply);
    return replyText(reply).trim();
  }

  async #answer(request: ChainRequest, height: number) {
    const reply = await this.#http.request(request);
    if (reply.status === 400 && replyText(reply).includes('block not indexed yet')) {
      throw new ChainResponseError(`${this.#http.describe(request)}: OPI has not indexed block ${height} yet`);
    }
    if (reply.status !== 200) throw unexpectedStatus(this.#http.describe(request), reply);
    return reply;
  }
}

function get(endpoint: string, path: string): ChainRequest {
  return { method: 'GET', endpoint, path };
}
