import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { blockSubsidy } from '@ordmarket/protocol';
import { openDatabase } from '../../db/database';
import { testDatabases } from '../../testing/testDatabases';
import { fund, openTestDevnet, p2trWallet, p2wpkhWallet, spend } from './testing/devnetTestKit';
import { unspentOutputs } from './store/esploraReads';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const alice = p2wpkhWallet(21);
const bob = p2trWallet(22);

describe.each(testDatabases)('devnet chain on $name', (testDatabase) => {
  it('mines mempool transactions with a coinbase paying subsidy plus fees, and rolls back 3 blocks', async () => {
    const database = await testDatabase.open();
    const devnet = await openTestDevnet(database);
    try {
      const coin = await fund(devnet, alice, 200_000n);
      const payment = spend(alice, [coin], [{ script: bob.script, value: 190_000n }]);
      await devnet.broadcast(payment.toHex());
      const faucetFee = (await devnet.transaction(coin.txid))?.fee ?? 0;
      const [block] = await devnet.mine(1);
      expect(block?.txids.slice(1).sort()).toEqual([coin.txid, payment.getId()].sort());
      const coinbase = await devnet.transaction(block?.txids[0] ?? '');
      expect(coinbase?.vout[0]?.value).toBe(Number(blockSubsidy('devnet', block?.height ?? 0)) + faucetFee + 10_000);
      expect(coinbase?.vin[0]?.is_coinbase).toBe(true);
      expect((await devnet.transactionStatus(payment.getId()))?.confirmed).toBe(true);
      const esploraBlock = await devnet.block(block?.hash ?? '');
      expect(esploraBlock?.tx_count).toBe(3);
      expect(await devnet.blockHashAt(block?.height ?? 0)).toBe(block?.hash);

      const utxosBefore = await devnet.addressUtxos(bob.address);
      await devnet.mine(2);
      const tipBefore = await devnet.tipHeight();
      await devnet.rollback(3);
      expect(await devnet.tipHeight()).toBe(tipBefore - 3);
      expect(await devnet.transactionStatus(payment.getId())).toEqual({ confirmed: false });
      expect(await devnet.transaction(block?.txids[0] ?? '')).toBeUndefined();
      expect((await devnet.addressUtxos(bob.address)).map(({ txid }) => txid)).toEqual(
        utxosBefore.map(({ txid }) => txid),
      );
      const [again] = await devnet.mine(1);
      expect(again?.txids).toContain(payment.getId());
      const stats = await devnet.address(bob.address);
      expect(stats.chain_stats.funded_txo_sum).toBe(190_000);
    } finally {
      await devnet.close();
      await database.close();
    }
  });

  it('keeps every output spent at most once under 50 concurrent faucet and broadcast calls', async () => {
    const database = await testDatabase.open();
    const devnet = await openTestDevnet(database);
    try {
      const coins = await Promise.all(Array.from({ length: 5 }, () => fund(devnet, alice, 50_000n)));
      const calls = Array.from({ length: 50 }, (_, n) => {
        const coin = coins[n % coins.length];
        if (n % 2 === 0 || coin === undefined) return devnet.faucet(bob.address, BigInt(1_000 + n));
        // Each coin is spent by several competing transactions of equal fee: exactly one may win.
        return devnet.broadcast(spend(alice, [coin], [{ script: bob.script, value: BigInt(49_000 - n) }]).toHex());
      });
      const results = await Promise.allSettled(calls);
      const accepted = results.filter((result) => result.status === 'fulfilled').length;
      expect(accepted).toBeGreaterThanOrEqual(25 + 5);
      const [first] = coins;
      if (first === undefined) throw new Error('no coin funded');
      const doubleSpend = spend(alice, [first], [{ script: alice.script, value: 49_800n }]);
      await expect(devnet.broadcast(doubleSpend.toHex())).rejects.toThrow('insufficient fee');
      await devnet.mine(1);
      const again = spend(alice, [first], [{ script: alice.script, value: 10_000n }]);
      await expect(devnet.broadcast(again.toHex())).rejects.toThrow('bad-txns-inputs-missingorspent');
      // Sum of unspent outputs = everything ever mined minus the fees miners burned (none: fees go to coinbases).
      const unspent = await unspentOutputs(database.db);
      const total = unspent.reduce((sum, { value }) => sum + value, 0n);
      const tip = await devnet.tipHeight();
      let minted = 0n;
      for (let height = 0; height <= tip; height += 1) minted += blockSubsidy('devnet', height);
      expect(total).toBe(minted);
    } finally {
      await devnet.close();
      await database.close();
    }
  });
});

describe('devnet persistence', () => {
  it('keeps tip, utxos and mempool across a restart on a PGlite data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'devnet-'));
    try {
      let database = await openDatabase({ kind: 'pglite', dataDir });
      let devnet = await openTestDevnet(database);
      const coin = await fund(devnet, alice, 80_000n);
      await devnet.mine(1);
      const pending = spend(alice, [coin], [{ script: bob.script, value: 79_000n }]);
      await devnet.broadcast(pending.toHex());
      const tip = await devnet.tipHeight();
      const treasury = devnet.treasuryAddress;
      await devnet.close();
      await database.close();

      database = await openDatabase({ kind: 'pglite', dataDir });
      devnet = await openTestDevnet(database);
      expect(devnet.treasuryAddress).toBe(treasury);
      expect(await devnet.tipHeight()).toBe(tip);
      expect((await devnet.addressUtxos(bob.address)).map(({ txid }) => txid)).toEqual([pending.getId()]);
      expect((await devnet.address(bob.address)).mempool_stats.funded_txo_sum).toBe(79_000);
      const [block] = await devnet.mine(1);
      expect(block?.txids).toContain(pending.getId());
      await devnet.close();
      await database.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
