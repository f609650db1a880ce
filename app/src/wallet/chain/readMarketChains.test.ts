import { startTestServer, embeddedTestDatabases } from '@ordmarket/server/testing';
import { describe, expect, it } from 'vitest';
import { marketChainsReader, testnetGenesisHashes } from './readMarketChains';

/** A server whose Esplora proxy answers block 0 with `answer`, the requests recorded. */
function chainAnswering(answer: () => Response) {
  const asked: string[] = [];
  const fetch = (input: string) => {
    asked.push(input);
    return Promise.resolve(answer());
  };
  return { asked, read: marketChainsReader(fetch, 'https://market.example/') };
}

describe('reading the market’s chains from its server', () => {
  it('tells testnet4 from testnet3 by the genesis block, asking once', async () => {
    for (const testnet of ['testnet3', 'testnet4'] as const) {
      const server = chainAnswering(() => new Response(testnetGenesisHashes[testnet]));
      expect(await server.read('testnet')).toEqual({ accepted: [testnet], preferred: testnet });
      await server.read('testnet');
      expect(server.asked).toEqual(['https://market.example/mempool/api/block-height/0']);
    }
  });

  it('asks nothing for the other networks', async () => {
    const server = chainAnswering(() => new Response('unused'));
    expect((await server.read('signet')).accepted).toEqual(['signet']);
    expect((await server.read('mainnet')).accepted).toEqual(['mainnet']);
    expect(server.asked).toEqual([]);
  });

  it('takes either test chain while the server does not say, and asks again next time', async () => {
    let answer = new Response('Block not found', { status: 404 });
    const server = chainAnswering(() => answer);
    expect((await server.read('testnet')).accepted).toEqual(['testnet3', 'testnet4']);
    answer = new Response(testnetGenesisHashes.testnet4);
    expect((await server.read('testnet')).accepted).toEqual(['testnet4']);
    expect(server.asked).toHaveLength(2);
  });
});

describe.each(embeddedTestDatabases)('against the real server on $name', (testDatabase) => {
  it("reads the genesis hash from the server's own Esplora route", async () => {
    const database = await testDatabase.open();
    const server = await startTestServer(database);
    try {
      const asked: string[] = [];
      const read = marketChainsReader((input) => {
        asked.push(input);
        return fetch(input);
      }, server.url);
      // The devnet's genesis is neither test chain's: a market calling itself testnet over it takes either.
      expect((await read('testnet')).accepted).toEqual(['testnet3', 'testnet4']);
      const genesis = await (await fetch(asked[0] ?? '')).text();
      expect(genesis).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await server.close();
      await database.close();
    }
  });
});
