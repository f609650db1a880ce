import { intlLocale } from './intlLocale';

// Every time the market shows is in UTC: traders quoting a sale, a phase or a draw then quote the same moment.

const marketTime: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
  hourCycle: 'h23',
};
const utcMoment: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
  timeZoneName: 'short',
};
const utcDay: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

// A table formats a time per cell; building a DateTimeFormat costs far more than using one, so each is kept.
const formatters = new Map<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

function formatter(style: Intl.DateTimeFormatOptions, language: string): Intl.DateTimeFormat {
  const byLanguage = formatters.get(style) ?? new Map<string, Intl.DateTimeFormat>();
  formatters.set(style, byLanguage);
  const format = byLanguage.get(language) ?? new Intl.DateTimeFormat(intlLocale(language), style);
  byLanguage.set(language, format);
  return format;
}

/** A market event (unix seconds) for a table cell: 'Nov 18, 2026, 01:08'. */
export function formatMarketTime(seconds: number, language: string): string {
  return formatter(marketTime, language).format(seconds * 1000);
}

/** A moment standing on its own, with its clock named: 'Nov 18, 2026, 01:08 UTC'. */
export function formatUtcMoment(at: Date, language: string): string {
  return formatter(utcMoment, language).format(at);
}

/** A day (unix seconds): 'Nov 18, 2026'. */
export function formatUtcDay(seconds: number, language: string): string {
  return formatter(utcDay, language).format(seconds * 1000);
}
