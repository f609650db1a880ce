import { describe, expect, it } from 'vitest';
import { browserRefreshLock, refreshLockName } from './refreshLock';

describe('browserRefreshLock', () => {
  it("runs the refresh inside the origin's named Web Lock and answers its result", async () => {
    const asked: string[] = [];
    const locks = {
      request: (name: string, granted: (lock: Lock | null) => unknown) => {
        asked.push(name);
        return Promise.resolve(granted({ name, mode: 'exclusive' }));
      },
    } as unknown as LockManager;
    expect(await browserRefreshLock(locks)(() => Promise.resolve('refreshed'))).toBe('refreshed');
    expect(asked).toEqual([refreshLockName]);
  });

  it('runs the refresh at once where the browser offers no Web Locks (not a secure context)', async () => {
    expect(await browserRefreshLock(undefined)(() => Promise.resolve(7))).toBe(7);
  });
});
