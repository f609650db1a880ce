import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDevnet } from '../chain/devnet/testing/devnetTestKit';
import type { OpenedDevnet } from '../chain/devnet/openDevnet';
import type { DatabaseHandle } from '../db/database';
import { embeddedTestDatabases } from '../testing/testDatabases';
import { demoWallet } from './demoWallet';

// The devnet options the seeder writes history with: backdated blocks, and a coinbase paid to the studio.
describe.each(embeddedTestDatabases)('history blocks on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let devnet: OpenedDevnet;
  beforeEach(async () => {
    database = await testDatabase.open();
    devnet = await openTestDevnet(database);
  });
  afterEach(async () => {
    await devnet.close();
    await database.close();
  });

  it('mines at the given time, and refuses a time in the future', async () => {
    const weekAgo = Math.floor(Date.now() / 1000) - 7 * 86_400;
    const [block] = await devnet.mine(1, { timestamp: weekAgo });
    const hash = block?.hash ?? '';
    expect((await devnet.block(hash))?.timestamp).toBe(weekAgo);
    expect(() => devnet.mine(1, { timestamp: Math.floor(Date.now() / 1000) + 3600 })).toThrow(RangeError);
  });

  it('pays the coinbase of a history block to the payout address, the same coinbase on every devnet', async () => {
    const studio = demoWallet('history test', 0);
    const [block] = await devnet.mine(1, { timestamp: 1_700_000_000, payoutAddress: studio.address });
    const coinbase = await devnet.transaction(block?.txids[0] ?? '');
    expect(coinbase?.vout[0]?.scriptpubkey_address).toBe(studio.address);
    const other = await testDatabase.open();
    const otherDevnet = await openTestDevnet(other);
    try {
      const [same] = await otherDevnet.mine(1, { timestamp: 1_700_000_000, payoutAddress: studio.address });
      expect(same?.txids[0]).toBe(block?.txids[0]);
    } finally {
      await otherDevnet.close();
      await other.close();
    }
  });
});
