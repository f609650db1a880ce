import { bench, describe } from 'vitest';
import { regtestBrc20Params } from './Brc20Params';
import { blockEventHash, cumulativeEventHash } from './eventHashes';
import { OpiLedger } from './OpiLedger';
import type { OrdBirth, OrdMove, OrdTransfer } from './OrdTransfer';
import { recordedByOpi } from './testing/opiTransfers';

// A block shaped like a busy mainnet one: 300 BRC-20 transfers over 100 ticks and 1,000 holders, of which 200
// mints, 50 transfer inscriptions and 50 first moves of the transfer inscriptions of the block before.
const utf8 = new TextEncoder();
const textPlain = utf8.encode('text/plain;charset=utf-8');
const tick = (n: number) => `t${String(n % 100).padStart(3, '0')}`;
const holder = (n: number) => `5120${(n % 1_000).toString(16).padStart(64, '0')}`;
const id = (n: number) => `${n.toString(16).padStart(64, '0')}i0`;

function inscribe(n: number, pkscript: string, json: object): OrdBirth {
  return {
    kind: 'birth',
    inscriptionId: id(n),
    newPkscript: pkscript,
    sentAsFee: false,
    contentType: textPlain,
    content: utf8.encode(JSON.stringify(json)),
    parentId: null,
    cursedForBrc20: false,
  };
}

const deploys = Array.from({ length: 100 }, (_, n) =>
  inscribe(1_000_000 + n, holder(n), { p: 'brc-20', op: 'deploy', tick: tick(n), max: '1000000000000', lim: '1000' }),
);
const mints = Array.from({ length: 200 }, (_, n) =>
  inscribe(2_000_000 + n, holder(n * 7), { p: 'brc-20', op: 'mint', tick: tick(n), amt: '1000' }),
);
/** Two alternating sets of transfer inscriptions: one block inscribes a set, the next moves it. */
const transferSets = [0, 1].map((set) =>
  Array.from({ length: 50 }, (_, n) =>
    inscribe(3_000_000 + set * 1_000 + n, holder(n * 7), { p: 'brc-20', op: 'transfer', tick: tick(n), amt: '1' }),
  ),
);
const moveSets = transferSets.map((set) =>
  set.map((inscribed, n): OrdMove => ({
    kind: 'move',
    inscriptionId: inscribed.inscriptionId,
    oldSatpoint: `${inscribed.inscriptionId.slice(0, 64)}:0:0`,
    newPkscript: holder(n + 500),
    sentAsFee: false,
  })),
);

const ledger = new OpiLedger(regtestBrc20Params);
ledger.applyBlock({ height: 0, transfers: [...deploys, ...mints] });
let block = 0;

const eventStrings = Array.from(
  { length: 300 },
  (_, n) => `mint-inscribe;${id(n)};${holder(n)};${tick(n)};${tick(n)};1000.000000000000000000;`,
);

/** 21 blocks as an OPI records them: the opening block, then 20 busy ones, each event without its decimals. */
const recorder = new OpiLedger(regtestBrc20Params);
const recordedBlocks = [
  { height: 0, transfers: [...deploys, ...mints] },
  ...Array.from({ length: 20 }, (_, at) => {
    const height = at + 1;
    return {
      height,
      transfers: [...mints, ...(transferSets[height % 2] ?? []), ...(moveSets[(height + 1) % 2] ?? [])],
    };
  }),
].map((ordBlock) => {
  const { height, events } = recorder.applyBlock(ordBlock);
  return { height, events: events.map(recordedByOpi) };
});

describe('BRC-20 under OPI rules', () => {
  bench('replay 20 busy blocks (about 300 events each) as an OPI recorded them, into a fresh ledger', () => {
    const replayed = new OpiLedger(regtestBrc20Params);
    for (const { height, events } of recordedBlocks) replayed.applyRecordedBlock(height, events);
  });
  bench('apply a block of 300 BRC-20 transfers (200 mints, 50 transfer inscriptions, 50 moves)', () => {
    block += 1;
    const transfers: OrdTransfer[] = [
      ...mints,
      ...(transferSets[block % 2] ?? []),
      ...(moveSets[(block + 1) % 2] ?? []),
    ];
    ledger.applyBlock({ height: ledger.tip.height + 1, transfers });
  });
  bench('hash a block of 300 events and chain it', () => {
    cumulativeEventHash('0'.repeat(64), blockEventHash(eventStrings));
  });
  bench('chain 1,000 empty blocks (the span before the first BRC-20 block)', () => {
    let previous: string | null = null;
    const empty = blockEventHash([]);
    for (let n = 0; n < 1_000; n += 1) previous = cumulativeEventHash(previous, empty);
  });
});
