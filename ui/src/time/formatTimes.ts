import { intlLocale } from './intlLocale';

// Every time the market shows is in UTC: traders quoting a sale, a phase or a draw then quote the same moment.

/** A market event (unix seconds) for a table cell: 'Nov 18, 2026, 01:08'. */
export function formatMarketTime(seconds: number, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
    hourCycle: 'h23',
  }).format(seconds * 1000);
}

/** A moment standing on its own, with its clock named: 'Nov 18, 2026, 01:08 UTC'. */
export function formatUtcMoment(at: Date, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(at);
}

/** A day (unix seconds): 'Nov 18, 2026'. */
export function formatUtcDay(seconds: number, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(seconds * 1000);
}
