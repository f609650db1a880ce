const dateLocales: Record<string, string> = { en: 'en-US', cn: 'zh-CN' };

/**
 * A ledger moment as 'Jan 15, 2025, 12:00 UTC' in the reader's language. One named clock for every reader,
 * as the app's activity lists use, so a txid and its time read the same wherever they are looked up.
 */
export function formatBoxTime(at: Date, language: string): string {
  return new Intl.DateTimeFormat(dateLocales[language] ?? 'en-US', {
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
