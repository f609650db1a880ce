import {
  longestTraitType,
  longestTraitValue,
  mostTraitValues,
  readBtcText,
  type AmountReading,
} from '@ordmarket/protocol';
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

// Trait types are free text (`:` included), so each trait is its own parameter, `trait.<type>=<value>`: the
// address encodes the type and the value for us, and a shared link still reads `trait.Eyes=Laser`.
const traitParamPrefix = 'trait.';

const isSort = (value: string | null): value is ItemSort => itemSorts.some((sort) => sort === value);
const isStatus = (value: string | null): value is ItemStatus => itemStatuses.some((status) => status === value);

/**
 * The traits an address names, in its order. A hand-edited link may hold what the server would refuse the whole
 * request for (a blank or overlong type or value, more values than one filter may name), so those are left out, as
 * are repeats.
 */
function readTraits(params: URLSearchParams): Trait[] {
  const traits: Trait[] = [];
  for (const [name, value] of params) {
    if (!name.startsWith(traitParamPrefix)) continue;
    const trait = { trait_type: name.slice(traitParamPrefix.length), value };
    const [type, text] = [trait.trait_type.trim(), value.trim()];
    if (type === '' || text === '' || type.length > longestTraitType || text.length > longestTraitValue) continue;
    if (hasTrait(traits, trait)) continue;
    traits.push(trait);
  }
  return traits.slice(0, mostTraitValues);
}

/**
 * Reads the page's address (?status=&trait.<type>=&min=&max=&sort=); anything missing or unknown falls back to the
 * unfiltered grid. Only a price range the grid can apply is read: a price that is not an amount is left out, and so
 * is a maximum below the minimum (a hand-edited link).
 */
export function readItemQuery(params: URLSearchParams): ItemQuery {
  const status = params.get('status');
  const sort = params.get('sort');
  const amount = (text: string | null) => (text === null || isPriceInvalid(text) ? '' : text);
  const minBtc = amount(params.get('min'));
  const maxBtc = amount(params.get('max'));
  return {
    status: isStatus(status) ? status : initialItemQuery.status,
    traits: readTraits(params),
    minBtc,
    maxBtc: priceRangeProblem(minBtc, maxBtc) === undefined ? maxBtc : '',
    sort: isSort(sort) ? sort : initialItemQuery.sort,
  };
}

/** The address for a query, leaving defaults out so an unfiltered grid keeps the plain /collections/{id}. */
export function writeItemQuery(query: ItemQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status !== initialItemQuery.status) params.set('status', query.status);
  for (const trait of query.traits) params.append(`${traitParamPrefix}${trait.trait_type}`, trait.value);
  if (query.minBtc !== initialItemQuery.minBtc) params.set('min', query.minBtc);
  if (query.maxBtc !== initialItemQuery.maxBtc) params.set('max', query.maxBtc);
  if (query.sort !== initialItemQuery.sort) params.set('sort', query.sort);
  return params;
}

/** A typed price in whole sats; undefined while the field is empty or protocol's amount grammar refuses the text. */
export function priceSats(text: string): number | undefined {
  const reading = readBtcText(text);
  // At most 21,000,000 BTC, so the sats are a safe integer for the request's JSON number.
  return reading.ok ? Number(reading.units) : undefined;
}

/** Whether a non-empty price field holds something that is not an amount. */
export function isPriceInvalid(text: string): boolean {
  const reading = readBtcText(text);
  return !reading.ok && reading.problem !== 'empty';
}

/** What keeps a typed price range from the grid: a bound that is not an amount (and why), or a maximum below the minimum. */
export type PriceRangeProblem =
  | { readonly kind: 'notAnAmount'; readonly bound: 'min' | 'max'; readonly reading: AmountReading }
  | { readonly kind: 'inverted' };

export function priceRangeProblem(minBtc: string, maxBtc: string): PriceRangeProblem | undefined {
  const min = readBtcText(minBtc);
  const max = readBtcText(maxBtc);
  if (!min.ok && min.problem !== 'empty') return { kind: 'notAnAmount', bound: 'min', reading: min };
  if (!max.ok && max.problem !== 'empty') return { kind: 'notAnAmount', bound: 'max', reading: max };
  return min.ok && max.ok && min.units > max.units ? { kind: 'inverted' } : undefined;
}

/** Whether anything narrows the grid, so the screen offers 'Clear all'. */
export function isFiltered(query: ItemQuery): boolean {
  return query.status !== 'all' || query.traits.length > 0 || query.minBtc !== '' || query.maxBtc !== '';
}

/** The request for one page of the grid; empty choices are left out so the server applies its defaults. */
export function itemListBody(collectionId: string, query: ItemQuery, page: number): ItemListBody {
  const minPrice = priceSats(query.minBtc);
  const maxPrice = priceSats(query.maxBtc);
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
