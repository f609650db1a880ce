/**
 * The day's welcome closed, told to the server: a cookie that lives until the visitor's next midnight, when the
 * welcome is due again. The server renders the welcome into a first visit's page unless it is there, so the dialog
 * paints with the page instead of after the scripts (localStorage keeps the day for the browser itself).
 */
export const welcomeCookieName = 'ordmarket-welcomed';

/** Writes the cookie for the day of `now`. */
export function rememberWelcomeClosed(document: Document, now: Date): void {
  const nextMidnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  document.cookie = `${welcomeCookieName}=1; path=/; expires=${nextMidnight.toUTCString()}; SameSite=Lax`;
}

/** Whether a Cookie header (or document.cookie) says the welcome was closed today. */
export function hasClosedWelcome(cookies: string | undefined): boolean {
  return (cookies ?? '').split(';').some((cookie) => cookie.trim().startsWith(`${welcomeCookieName}=`));
}
