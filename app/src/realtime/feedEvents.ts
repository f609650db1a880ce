/** A market the event happened in: NFT inscriptions or BRC-20 tokens. */
export type FeedMarket = 'nft' | 'brc20';

/** What the server's /ws pushes (README "Real time"); amounts are sats. Only the fields the app acts on. */
export type FeedEvent =
  | { type: 'block'; height: number }
  | {
      type: 'listing' | 'sale';
      market: FeedMarket;
      collection_id: string | null;
      tick: string | null;
    }
  | { type: 'order_status'; market: FeedMarket; order_id: string };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const isMarket = (value: unknown): value is FeedMarket => value === 'nft' || value === 'brc20';
const isNullableText = (value: unknown): value is string | null => value === null || typeof value === 'string';

function tradeEvent(type: 'listing' | 'sale', frame: Json): FeedEvent | undefined {
  const { market, collection_id, tick } = frame;
  if (!isMarket(market) || !isNullableText(collection_id) || !isNullableText(tick)) return undefined;
  return { type, market, collection_id, tick };
}

/**
 * The market event in a frame, or undefined for anything else: the hello, subscription echoes, errors, and
 * frames a newer server may add.
 */
export function parseFeedFrame(text: string): FeedEvent | undefined {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(frame)) return undefined;
  switch (frame.type) {
    case 'block':
      return typeof frame.height === 'number' ? { type: 'block', height: frame.height } : undefined;
    case 'listing':
    case 'sale':
      return tradeEvent(frame.type, frame);
    case 'order_status':
      return isMarket(frame.market) && typeof frame.order_id === 'string'
        ? { type: 'order_status', market: frame.market, order_id: frame.order_id }
        : undefined;
    default:
      return undefined;
  }
}
