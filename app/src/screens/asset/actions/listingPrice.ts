import { raiseToMinimumPrice, readBtcText, type AmountReading } from '@ordmarket/protocol';

export type ListingPrice =
  | {
      readonly ok: true;
      readonly sats: bigint;
      /** The typed price was below the minimum and was raised to it. */ readonly raised: boolean;
    }
  | { readonly ok: false; readonly reading: AmountReading };

/**
 * The price a seller typed in BTC, read with protocol's amount grammar, as sats; below 0.00000546 BTC it is raised to
 * that minimum (spec §5). A text that is not a price keeps the grammar's reason for the field to show.
 */
export function listingPrice(typed: string): ListingPrice {
  const reading = readBtcText(typed);
  if (!reading.ok) return { ok: false, reading };
  const raisedSats = raiseToMinimumPrice(reading.units);
  return { ok: true, sats: raisedSats, raised: raisedSats !== reading.units };
}
