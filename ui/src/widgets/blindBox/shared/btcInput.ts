import { readBtcText, readCountText } from '@ordmarket/protocol/units';

/** A BTC amount as typed ('0.0015') in whole sats; null while protocol's amount grammar does not read it. */
export function btcToSats(text: string): bigint | null {
  const reading = readBtcText(text);
  return reading.ok ? reading.units : null;
}

/** A count of prizes as typed ('12'); null while it is not one (empty, 0, '01', '1.5'). */
export function countFromInput(text: string): number | null {
  const reading = readCountText(text);
  return reading.ok ? Number(reading.units) : null;
}

/** What `count` prizes of `value` BTC take from the balance, in sats; null while either is not a number yet. */
export function prizesTotalSats(count: string, value: string): bigint | null {
  const prizes = countFromInput(count);
  const each = btcToSats(value);
  return prizes === null || each === null ? null : BigInt(prizes) * each;
}
