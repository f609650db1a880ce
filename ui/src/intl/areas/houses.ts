import english from '../en/houses.json';

/**
 * Blind-box houses: prizes, stats, odds, winners, fairness, draws, opening a box, a provider's houses and
 * balance.
 */
export const housesStrings = { area: 'houses', english } as const;
