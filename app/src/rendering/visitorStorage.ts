import { experienceDialogCloseDateKey } from '../common/overlayStorageKeys';
import { localCalendarDay } from '../common/experienceDay';
import { hasClosedWelcome } from './welcomeCookie';

/**
 * The visitor's storage as a server render sees it: only what the visitor's cookies tell (the day's welcome
 * closed), and nothing written during a render outlives it (the next request is another visitor's).
 */
export function visitorStorage(cookies: string | undefined): Storage {
  const welcomeClosedOn = hasClosedWelcome(cookies) ? localCalendarDay(new Date()) : null;
  return {
    length: 0,
    clear: () => undefined,
    getItem: (key) => (key === experienceDialogCloseDateKey ? welcomeClosedOn : null),
    key: () => null,
    removeItem: () => undefined,
    setItem: () => undefined,
  };
}
