import { serverCurve } from '../crypto/serverCurve';
import { pino } from 'pino';
import { bench, describe } from 'vitest';
import { buildReveal, inscriptionCommit, revealCommitValue, type RevealPlan } from '@ordmarket/protocol';
import {
  fund,
  openTestDevnet,
  p2trWallet,
  p2wpkhWallet,
  spend,
  testPrivateKey,
  type Coin,
} from '../chain/devnet/testing/devnetTestKit';
import { openDatabase } from '../db/database';
import { openIndexer } from './openIndexer';
import { defaultUndoDepth } from '../config/undoDepth';

const blocks = 1_000;
const alice = p2wpkhWallet(51);
const bob = p2trWallet(52);
const carol = p2wpkhWallet(53);
const revealKey = testPrivateKey(54);
const signer = {
  publicKey: serverCurve.xOnlyPointFromScalar(revealKey),
  signSchnorr: (hash: Uint8Array) => serverCurve.signSchnorr(hash, revealKey),
};
// Every reveal inscribes the same two envelopes, so one commit address serves them all and a single fan-out
// transaction funds every commit: generating the chain stays a small part of the run.
const plan: RevealPlan = {
  inscriptions: [
    { contentType: 'text/plain;charset=utf-8', body: new TextEncoder().encode('bench') },
    {
      contentType: 'application/json',
      body: new TextEncoder().encode('{"p":"brc-20","op":"mint","tick":"bnch","amt":"1"}'),
    },
  ],
  revealPublicKey: signer.publicKey,
  internalPublicKey: serverCurve.xOnlyPointFromScalar(testPrivateKey(55)),
  destinations: [{ address: bob.address, value: 10_000n }],
  feeRate: 2n,
  network: 'devnet',
};

/** A chain of `blocks` blocks: every other one reveals two inscriptions, the ones between transfer one of them. */
async function generatedChain() {
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
  const devnet = await openTestDevnet(database);
  const commit = inscriptionCommit(plan);
  const commitValue = revealCommitValue(plan);
  const perFanOut = blocks / 2;
  const commits: Coin[] = [];
  for (let made = 0; made < blocks / 2; made += perFanOut) {
    const coin = await fund(devnet, alice, commitValue * BigInt(perFanOut) + 100_000n);
    const fanOut = spend(
      alice,
      [coin],
      Array.from({ length: perFanOut }, () => ({ script: commit.outputScript, value: commitValue })),
    );
    const txid = await devnet.broadcast(fanOut.toHex());
    commits.push(...fanOut.outs.map((_, vout) => ({ txid, vout, value: commitValue, script: commit.outputScript })));
  }
  await devnet.mine(1);
  let transactions = 0;
  let inscribed = 0;
  let unsent: Coin | undefined;
  // Blocks alternate: a reveal of two inscriptions, then the transfer of the first of them.
  for (let n = 0; n < blocks - 2; n += 1) {
    const coin = commits[n >> 1];
    if (unsent === undefined && coin !== undefined) {
      const reveal = buildReveal({ ...plan, commit: coin, signer });
      await devnet.broadcast(reveal.toHex());
      inscribed += 2;
      unsent = { txid: reveal.getId(), vout: 0, value: 10_000n, script: bob.script };
    } else if (unsent !== undefined) {
      await devnet.broadcast(spend(bob, [unsent], [{ script: carol.script, value: 9_000n }]).toHex());
      unsent = undefined;
    }
    transactions += 1;
    await devnet.mine(1);
  }
  const tip = await devnet.tipHeight();
  return { database, devnet, tip, transactions, inscriptions: inscribed };
}

/** Issue 13's measure on the landed main, and its target (inscription and transfer transactions a second). */
const issueBaselinePerSecond = 125;
const targetPerSecond = 1_000;
const passes = 3;

/** Indexes the whole chain into a fresh, empty index database; answers the seconds it took and the height. */
async function indexOnce(chain: Awaited<ReturnType<typeof generatedChain>>) {
  const index = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
  const indexer = openIndexer({
    database: index,
    chain: chain.devnet,
    log: pino({ level: 'silent' }),
    pollMs: 3_600_000,
    undoDepth: defaultUndoDepth,
  });
  const start = performance.now();
  const height = await indexer.syncToTip();
  const seconds = (performance.now() - start) / 1000;
  await indexer.close();
  await index.close();
  return { seconds, height };
}

describe('indexer throughput', async () => {
  const started = performance.now();
  const chain = await generatedChain();
  console.log(
    `generated ${chain.tip + 1} blocks (${chain.transactions} inscription/transfer transactions) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  bench(
    `index ${blocks} devnet blocks from 0 to tip (reveals of 2 inscriptions and transfers, alternating)`,
    async () => {
      // Each pass builds the index from empty, in a database of its own beside the chain's.
      const runs = [];
      for (let pass = 0; pass < passes; pass += 1) runs.push(await indexOnce(chain));
      const median = [...runs].sort((a, b) => a.seconds - b.seconds)[Math.floor(passes / 2)];
      if (median === undefined) throw new Error('no pass ran');
      const { seconds, height } = median;
      const perSecond = chain.transactions / seconds;
      // Coinbases count too: the indexer reads and decodes every transaction of every block.
      const all = chain.transactions + height + 1;
      console.log(
        `indexed ${height + 1} blocks in ${seconds.toFixed(2)} s (median of ${passes}): ` +
          `${perSecond.toFixed(0)} inscription/transfer transactions/s (target >= ${targetPerSecond}: ` +
          `${perSecond >= targetPerSecond ? 'met' : 'missed'}; ${(perSecond / issueBaselinePerSecond).toFixed(1)}x the ` +
          `issue's baseline of ${issueBaselinePerSecond}), ${(all / seconds).toFixed(0)} transactions/s with coinbases, ` +
          `${(chain.inscriptions / seconds).toFixed(0)} inscriptions/s, ${((height + 1) / seconds).toFixed(0)} blocks/s`,
      );
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
