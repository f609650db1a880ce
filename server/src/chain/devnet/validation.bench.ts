import { pino } from 'pino';
import { bench, describe } from 'vitest';
import { openDatabase } from '../../db/database';
import { fund, p2trWallet, p2wpkhWallet, spend } from './testing/devnetTestKit';
import { openDevnet } from './openDevnet';

const batch = 200;
const alice = p2wpkhWallet(41);
const bob = p2trWallet(42);

/** Pre-signed transactions, half p2wpkh and half p2tr key-path spends, each spending its own funded coin. */
async function prepared() {
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
  const devnet = await openDevnet(database, { log: pino({ level: 'silent' }) });
  const hexes: string[] = [];
  for (let n = 0; n < batch; n += 1) {
    const wallet = n % 2 === 0 ? alice : bob;
    const coin = await fund(devnet, wallet, 20_000n);
    hexes.push(spend(wallet, [coin], [{ script: alice.script, value: 19_000n }]).toHex());
  }
  await devnet.mine(1);
  return { database, devnet, hexes };
}

describe('devnet validation', async () => {
  const { devnet, hexes } = await prepared();
  let next = 0;
  bench(
    'broadcast one pre-signed p2wpkh/p2tr transaction (validated + stored)',
    async () => {
      const hex = hexes[next % hexes.length] ?? '';
      next += 1;
      await devnet.broadcast(hex);
    },
    // Each transaction is accepted once: no warmup, one pass over the batch. The in-memory database is
    // dropped with the worker.
    { iterations: batch, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
