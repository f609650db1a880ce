import english from '../en/market.json';

/**
 * Amounts, addresses, sharing, image upload, QR codes, fees, the cart, the price chart, stats, and collection,
 * token and inscription cards.
 */
export const marketStrings = { area: 'market', english } as const;
