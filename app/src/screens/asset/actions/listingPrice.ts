import { parseBtc, ProtocolError, raiseToMinimumPrice } from '@ordmarket/protocol';

export type ListingPrice =
  | {
      readonly ok: true;
      readonly sats: bigint;
      /** The typed price was below the minimum and was raised to it. */ readonly raised: boolean;
    }
  | { readonly ok: false };

/** The price a seller typed in BTC, as sats; below 0.00000546 BTC it is raised to that minimum (spec §5). */
export function listingPrice(typed: string): ListingPrice {
  let sats: bigint;
  try {
    sats = parseBtc(typed.trim());
  } catch (error) {
    if (error instanceof ProtocolError) return { ok: false };
    throw error;
  }
  const raisedSats = raiseToMinimumPrice(sats);
  return { ok: true, sats: raisedSats, raised: raisedSats !== sats };
}
