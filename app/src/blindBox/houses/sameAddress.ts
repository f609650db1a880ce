/** Bech32 addresses are one address in either case; wallets and the server may write them differently. */
export const sameAddress = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
