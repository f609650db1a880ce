import english from '../en/houseCard.json';

/** A house's card and its status badge. */
export const houseCardStrings = { area: 'houseCard', english } as const;
