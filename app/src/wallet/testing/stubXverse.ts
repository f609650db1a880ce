import { vi } from 'vitest';
import type { FakeXverseProvider } from './fakeXverseProvider';

/**
 * Puts the fake provider where Xverse injects its own (`window.XverseProviders.BitcoinProvider`) for a test in Node,
 * so the connector's calls go through sats-connect's real request and listener code. Undone by vi.unstubAllGlobals.
 */
export function stubXverse(provider: FakeXverseProvider): void {
  vi.stubGlobal('window', { XverseProviders: { BitcoinProvider: provider } });
}
