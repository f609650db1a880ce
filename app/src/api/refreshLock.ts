/**
 * Runs a session refresh while no other tab of the app runs one. Tabs share the tokens (localStorage) and the server
 * ends the whole session when a swapped refresh token comes back, so two tabs must not both swap the same one.
 */
export type RefreshLock = <Result>(refresh: () => Promise<Result>) => Promise<Result>;

/** The Web Lock every tab of this origin asks for around its refresh. */
export const refreshLockName = 'ordmarket-session-refresh';

/**
 * The browser's Web Locks, held across the origin's tabs. Browsers offer them only in a secure context (https, or
 * localhost): without them each tab refreshes alone, and the server's short reuse grace keeps a second tab's refresh
 * of the same token from ending the session.
 */
export function browserRefreshLock(locks: LockManager | undefined = webLocks()): RefreshLock {
  if (locks === undefined) return (refresh) => refresh();
  return async (refresh) => await locks.request(refreshLockName, refresh);
}

function webLocks(): LockManager | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Partial<Navigator>).locks;
}
