import { kitLocale } from '../intl/kitLocale';

// Every time the market shows is in UTC: traders quoting a sale, a phase or a draw then quote the same moment.
// `locale` is a BCP 47 tag ('en-US', 'zh-CN'), as the kit's provider hands it to components.

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

function formatter(style: Intl.DateTimeFormatOptions, locale: string): Intl.DateTimeFormat {
  const byLocale = formatters.get(style) ?? new Map<string, Intl.DateTimeFormat>();
  formatters.set(style, byLocale);
  const format = byLocale.get(locale) ?? new Intl.DateTimeFormat(kitLocale(locale), style);
  byLocale.set(locale, format);
  return format;
}

/** A market event (unix seconds) for a table cell: 'Nov 18, 2026, 01:08'. */
export function formatMarketTime(seconds: number, locale: string): string {
  return formatter(marketTime, locale).format(seconds * 1000);
}

/** A moment standing on its own, with its clock named: 'Nov 18, 2026, 01:08 UTC'. */
export function formatUtcMoment(at: Date, locale: string): string {
  return formatter(utcMoment, locale).format(at);
}

/** A day (unix seconds): 'Nov 18, 2026'. */
export function formatUtcDay(seconds: number, locale: string): string {
  return formatter(utcDay, locale).format(seconds * 1000);
}
