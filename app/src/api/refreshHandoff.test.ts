// Against an in-memory IndexedDB: each browserRefreshHandoff() is one tab's, over the origin's one database.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { browserRefreshHandoff } from './refreshHandoff';

const pair = { access_token: 'access-2', refresh_token: 'refresh-2' };

describe('browserRefreshHandoff', () => {
  it("gives another tab the pair a refresh made, for the swapped token only, until the next refresh or the session's end", async () => {
    const refreshingTab = browserRefreshHandoff();
    const waitingTab = browserRefreshHandoff();

    await refreshingTab.record('refresh-1', pair);
    expect(await waitingTab.pairFor('refresh-1')).toEqual(pair);
    expect(await waitingTab.pairFor('refresh-0')).toBeUndefined();

    await waitingTab.record('refresh-2', { access_token: 'access-3', refresh_token: 'refresh-3' });
    expect(await refreshingTab.pairFor('refresh-1')).toBeUndefined();

    await refreshingTab.forget();
    expect(await waitingTab.pairFor('refresh-2')).toBeUndefined();
  });

  it('keeps only a fingerprint of the swapped token, never the token', async () => {
    await browserRefreshHandoff().record('refresh-secret', pair);
    const stored = await new Promise<unknown>((resolve, reject) => {
      const opening = indexedDB.open('ordmarket-session');
      opening.onerror = () => reject(new Error('The handoff database did not open.'));
      opening.onsuccess = () => {
        const reading = opening.result.transaction('refresh-handoff').objectStore('refresh-handoff').getAll();
        reading.onsuccess = () => resolve(reading.result);
      };
    });
    expect(JSON.stringify(stored)).not.toContain('refresh-secret');
  });

  it('lets a refresh go alone when the handoff code cannot be fetched, and fetches it again at the next', async () => {
    // No module reset: the unit project's files share one registry (isolate: false). The mock lasts until doUnmock.
    vi.doMock('./indexedDbHandoff', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const offline = browserRefreshHandoff();
    await expect(offline.record('refresh-7', pair)).resolves.toBeUndefined();
    await expect(offline.pairFor('refresh-7')).resolves.toBeUndefined();

    vi.doUnmock('./indexedDbHandoff');
    await offline.record('refresh-8', pair);
    expect(await browserRefreshHandoff().pairFor('refresh-8')).toEqual(pair);
  });
});
