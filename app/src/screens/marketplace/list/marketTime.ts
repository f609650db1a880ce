/**
 * A market event's time (unix seconds) as a date and time in UTC, so every trader reading the same list sees
 * the same moment written the same way.
 */
export function formatMarketTime(seconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
    hourCycle: 'h23',
  }).format(seconds * 1000);
}
