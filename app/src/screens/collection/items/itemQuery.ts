import type { ApiBody } from '../../../api/apiCalls';

type ItemListBody = ApiBody<'/btc/ordinals/get_collection_inscription_list'>;

/** The sorts the collection grid offers (the server's names, so the choice goes to the request as it is). */
export const itemSorts = ['default', 'price_asc', 'price_desc', 'newest'] as const;
export type ItemSort = (typeof itemSorts)[number];

/** 'listed' shows only items for sale (listed or being bought); 'all' shows the whole collection. */
export const itemStatuses = ['listed', 'all'] as const;
export type ItemStatus = (typeof itemStatuses)[number];

export interface Trait {
  readonly trait_type: string;
  readonly value: string;
}

/** What the trader chose above the grid; prices are kept as typed (BTC text) until they are sent. */
export interface ItemQuery {
  readonly status: ItemStatus;
  readonly traits: readonly Trait[];
  readonly minBtc: string;
  readonly maxBtc: string;
  readonly sort: ItemSort;
}

export const initialItemQuery: ItemQuery = { status: 'all', traits: [], minBtc: '', maxBtc: '', sort: 'default' };

/** Items per page of the grid. */
export const itemPageSize = 24;

export function hasTrait(traits: readonly Trait[], trait: Trait): boolean {
  return traits.some((chosen) => chosen.trait_type === trait.trait_type && chosen.value === trait.value);
}

/** Adds the trait when it is not chosen, removes it when it is. */
export function toggleTrait(traits: readonly Trait[], trait: Trait): Trait[] {
  return hasTrait(traits, trait)
    ? traits.filter((chosen) => !(chosen.trait_type === trait.trait_type && chosen.value === trait.value))
    : [...traits, trait];
}

const btcPattern = /^\d+(\.\d{0,8})?$|^\.\d{1,8}$/;

/** A price typed in BTC as whole sats; undefined while the text is empty or not an amount (at most 8 decimals). */
export function btcTextToSats(text: string): number | undefined {
  const trimmed = text.trim();
  if (!btcPattern.test(trimmed)) return undefined;
  const [whole = '', fraction = ''] = trimmed.split('.');
  const sats = BigInt(whole || '0') * 100_000_000n + BigInt(fraction.padEnd(8, '0'));
  return sats <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(sats) : undefined;
}

/** Whether a non-empty price field holds something that is not an amount. */
export function isPriceInvalid(text: string): boolean {
  return text.trim() !== '' && btcTextToSats(text) === undefined;
}

/** Whether anything narrows the grid, so the screen offers 'Clear all'. */
export function isFiltered(query: ItemQuery): boolean {
  return query.status !== 'all' || query.traits.length > 0 || query.minBtc !== '' || query.maxBtc !== '';
}

/** The request for one page of the grid; empty choices are left out so the server applies its defaults. */
export function itemListBody(collectionId: string, query: ItemQuery, page: number): ItemListBody {
  const minPrice = btcTextToSats(query.minBtc);
  const maxPrice = btcTextToSats(query.maxBtc);
  return {
    collection_id: collectionId,
    page,
    limit: itemPageSize,
    status: query.status,
    sort: query.sort,
    ...(query.traits.length > 0 ? { attributes: query.traits.map((trait) => ({ ...trait })) } : {}),
    ...(minPrice === undefined ? {} : { min_price: minPrice }),
    ...(maxPrice === undefined ? {} : { max_price: maxPrice }),
  };
}
