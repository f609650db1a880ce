import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { defaultEsploraHosts } from './defaultEsploraHosts';
import { openEsploraChain } from './openEsploraChain';
import { startReplayServer } from './testing/replayServer';

describe('openEsploraChain', () => {
  it('has public hosts for every real network and none for the devnet', () => {
    expect(defaultEsploraHosts.mainnet).toEqual(['https://mempool.space/api', 'https://blockstream.info/api']);
    expect(defaultEsploraHosts.testnet[1]).toBe('https://blockstream.info/testnet/api');
    expect(defaultEsploraHosts.signet).toEqual(['https://mempool.space/signet/api']);
    expect(() => openEsploraChain({ NETWORK: 'devnet', ESPLORA_URLS: [] }, pino({ level: 'silent' }))).toThrow(
      /set ESPLORA_URLS/,
    );
    expect(openEsploraChain({ NETWORK: 'signet', ESPLORA_URLS: [] }, pino({ level: 'silent' })).network).toBe('signet');
  });

  it('uses ESPLORA_URLS when set, a trailing slash tolerated', async () => {
    const server = await startReplayServer();
    server.route('GET', '/blocks/tip/height', { body: '200000' });
    const chain = openEsploraChain({ NETWORK: 'testnet', ESPLORA_URLS: [`${server.url}/`] }, pino({ level: 'silent' }));
    expect(await chain.tipHeight()).toBe(200000);
    await server.close();
  });
});
