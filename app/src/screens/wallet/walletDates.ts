/** A server time (seconds since 1970) as a date in the reader's language; UTC, so every reader sees one day. */
export function formatWalletDate(seconds: number, language: string): string {
  return new Intl.DateTimeFormat(language === 'cn' ? 'zh-CN' : 'en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(seconds * 1000),
  );
}
