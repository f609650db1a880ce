const dateLocales: Record<string, string> = { en: 'en-US', cn: 'zh-CN' };

/**
 * A blind-box moment (a draw, a seed, a ledger line) as 'Jan 15, 2025, 12:00 UTC' in the reader's language. One named clock for
 * every reader: a player checking a draw and the house's own records then quote the same time.
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
