import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { concatBytes } from '../bytes';
import { hashFromTxid } from '../txid';
import { encodePointer } from './pointer';
import { nullTxid, outpointKey } from './satpoint';
import { OPS, envelope, script } from './testing/scriptPathSpend';
import { Tag } from './tag';
import { trackInscriptions, type InscribedSat, type PrevoutReader, type TrackableBlock } from './trackInscriptions';

const subsidy = 5_000_000_000n;
const key = new Uint8Array(32).fill(7);
const signature = new Uint8Array(64).fill(1);
const controlBlock = Uint8Array.from([0xc0, ...new Array<number>(32).fill(2)]);
const payTo = (byte: number) => Uint8Array.from([0x51, 0x20, ...new Array<number>(32).fill(byte)]);

/** An output holding earlier coins: its txid, and the value the spending input brings. */
interface Coin {
  readonly txid: string;
  readonly vout: number;
  readonly value: bigint;
}

interface Spend extends Coin {
  /** Envelopes revealed by this input's tapscript, each a list of field pushes. */
  readonly envelopes?: ReadonlyArray<ReadonlyArray<number | Uint8Array | string>>;
}

const coin = (seed: number, value: bigint, vout = 0): Coin => ({
  txid: seed.toString(16).padStart(64, '0'),
  vout,
  value,
});

/** A transaction spending `spends` into outputs of `values`; inputs with envelopes reveal them by script path. */
function transaction(spends: readonly Spend[], values: readonly bigint[], outputScript = payTo(1)) {
  const tx = new bitcoin.Transaction();
  tx.version = 2;
  for (const spend of spends) tx.addInput(hashFromTxid(spend.txid), spend.vout);
  for (const value of values) tx.addOutput(outputScript, value);
  spends.forEach((spend, input) => {
    const envelopes = spend.envelopes ?? [];
    if (envelopes.length === 0) {
      tx.setWitness(input, [signature]);
      return;
    }
    const tapscript = concatBytes([script(key, OPS.OP_CHECKSIG), ...envelopes.map((parts) => envelope(...parts))]);
    tx.setWitness(input, [signature, tapscript, controlBlock]);
  });
  return { txid: tx.getId(), tx, inputValues: spends.map((spend) => spend.value) };
}

function coinbase(values: readonly bigint[]) {
  const tx = new bitcoin.Transaction();
  tx.addInput(new Uint8Array(32), 0xffffffff);
  for (const value of values) tx.addOutput(payTo(9), value);
  return { txid: tx.getId(), tx, inputValues: [] };
}

type BuiltTransaction = ReturnType<typeof transaction>;

/** The block's prevouts as a chain would answer them, counting the transactions it was asked about. */
function prevoutsOf(transactions: readonly BuiltTransaction[]): PrevoutReader & { asked: Set<string> } {
  const byTxid = new Map(transactions.map((entry) => [entry.txid, entry]));
  const asked = new Set<string>();
  const entry = (txid: string) => {
    asked.add(txid);
    const found = byTxid.get(txid);
    if (found === undefined) throw new Error(`no transaction ${txid}`);
    return found;
  };
  return {
    asked,
    inputValues: (txid) => Promise.resolve(entry(txid).inputValues),
    fee: (txid) => {
      const { tx, inputValues } = entry(txid);
      const spent = inputValues.reduce((sum, value) => sum + value, 0n);
      return Promise.resolve(spent - tx.outs.reduce((sum, output) => sum + output.value, 0n));
    },
  };
}

async function track(transactions: readonly BuiltTransaction[], inscribedAt = new Map<string, InscribedSat[]>()) {
  const block: TrackableBlock = { transactions };
  const prevouts = prevoutsOf(transactions);
  const tracked = await trackInscriptions(block, { subsidy, inscribedAt, prevouts });
  return { ...tracked, inscribedAt, asked: prevouts.asked };
}

/** Envelope fields: the content type, then the body after the empty separator push. */
const text = [Uint8Array.of(Tag.contentType), 'text/plain', new Uint8Array(), 'hi'];
const withPointer = (pointer: number) => [Uint8Array.of(Tag.pointer), encodePointer(BigInt(pointer)), ...text];

describe('trackInscriptions: births', () => {
  it('binds a new inscription to the first sat of its input, in the output that sat flows to', async () => {
    const reveal = transaction([{ ...coin(1, 10_000n), envelopes: [text] }], [546n, 9_000n]);
    const { births, moves, inscribedAt } = await track([coinbase([subsidy]), reveal]);
    expect(moves).toEqual([]);
    expect(births).toHaveLength(1);
    const [birth] = births;
    expect(birth?.id).toBe(`${reveal.txid}i0`);
    expect(birth?.curse).toBeNull();
    expect(birth?.toFee).toBe(false);
    expect(birth?.placement).toEqual({
      satpoint: { txid: reveal.txid, vout: 0, offset: 0n },
      value: 546n,
      script: payTo(1),
    });
    expect(inscribedAt.get(`${reveal.txid}:0`)).toEqual([{ id: `${reveal.txid}i0`, offset: 0n, cursed: false }]);
  });

  it('lands at its pointer when the pointer falls within the outputs, and at the input start when beyond them', async () => {
    const pointed = transaction([{ ...coin(1, 2_000n), envelopes: [withPointer(1_000)] }], [600n, 600n]);
    const beyond = transaction([{ ...coin(2, 2_000n), envelopes: [withPointer(1_200)] }], [600n, 600n]);
    const { births } = await track([coinbase([subsidy]), pointed, beyond]);
    expect(births.map((birth) => birth.placement?.satpoint)).toEqual([
      { txid: pointed.txid, vout: 1, offset: 400n },
      { txid: beyond.txid, vout: 0, offset: 0n },
    ]);
  });

  it('leaves an inscription on no sat when its input brings none or it has an unrecognized even field', async () => {
    const unbound = transaction([{ ...coin(1, 0n), envelopes: [text] }, coin(2, 1_000n)], [900n]);
    const evenField = transaction([{ ...coin(3, 1_000n), envelopes: [[Uint8Array.of(22), 'x', ...text]] }], [900n]);
    const { births, inscribedAt } = await track([coinbase([subsidy + 200n]), unbound, evenField]);
    expect(births.map(({ placement, curse }) => ({ placement, curse }))).toEqual([
      { placement: null, curse: null },
      { placement: null, curse: 'unrecognized-even-field' },
    ]);
    expect(inscribedAt.size).toBe(0);
  });

  it("curses a second envelope, a later input's and one on a sat already inscribed, as ord did before the jubilee", async () => {
    const earlier = coin(5, 1_000n);
    const reveal = transaction(
      [
        { ...earlier, envelopes: [text, text] },
        { ...coin(6, 1_000n), envelopes: [text] },
      ],
      [2_000n],
    );
    const inscribedAt = new Map([[outpointKey(earlier), [{ id: 'old', offset: 0n, cursed: false }]]]);
    const { births, moves } = await track([coinbase([subsidy]), reveal], inscribedAt);
    expect(births.map(({ id, curse }) => [id, curse])).toEqual([
      [`${reveal.txid}i0`, 'reinscription'],
      [`${reveal.txid}i1`, 'not-at-offset-zero'],
      [`${reveal.txid}i2`, 'not-in-first-input'],
    ]);
    // The reinscription and the old inscription share the input's first sat.
    expect(births[0]?.placement?.satpoint).toEqual({ txid: reveal.txid, vout: 0, offset: 0n });
    expect(moves.map(({ id, placement }) => [id, placement.satpoint.offset])).toEqual([['old', 0n]]);
    expect(births[2]?.placement?.satpoint.offset).toBe(1_000n);
  });

  it('numbers births in block order, then envelope order, whatever outputs their sats reach', async () => {
    // i1 points into the first output and i0 lands behind it: discovery order still puts i0 first.
    const reveal = transaction(
      [{ ...coin(1, 2_000n), envelopes: [withPointer(1_500), withPointer(10)] }],
      [1_000n, 1_000n],
    );
    const later = transaction([{ ...coin(2, 1_000n), envelopes: [text] }], [1_000n]);
    const { births } = await track([coinbase([subsidy]), reveal, later]);
    expect(births.map(({ id, txIndex }) => [id, txIndex])).toEqual([
      [`${reveal.txid}i0`, 1],
      [`${reveal.txid}i1`, 1],
      [`${later.txid}i0`, 2],
    ]);
    expect(births.map(({ placement }) => placement?.satpoint.vout)).toEqual([1, 0, 0]);
  });
});

describe('trackInscriptions: reinscriptions, as ord judges them', () => {
  /** A block whose one transaction spends `held` (1,000 sats, carrying `onSat` at offset 0) and inscribes its first sat. */
  async function reinscribe(onSat: readonly InscribedSat[]) {
    const held = coin(3, 1_000n);
    const reveal = transaction([{ ...held, envelopes: [text] }], [1_000n]);
    const { births } = await track([coinbase([subsidy]), reveal], new Map([[outpointKey(held), [...onSat]]]));
    return births[0]?.curse;
  }

  it('blesses a reinscription of a sat whose one earlier inscription was cursed', async () => {
    expect(await reinscribe([{ id: 'a', offset: 0n, cursed: true }])).toBeNull();
  });

  it('curses a reinscription of a sat whose one earlier inscription was not cursed', async () => {
    expect(await reinscribe([{ id: 'a', offset: 0n, cursed: false }])).toBe('reinscription');
  });

  it('curses a reinscription of a sat that already holds two inscriptions, even when the first was cursed', async () => {
    const two = [
      { id: 'a', offset: 0n, cursed: true },
      { id: 'b', offset: 0n, cursed: false },
    ];
    expect(await reinscribe(two)).toBe('reinscription');
  });

  it("records each inscription's curse with its sat, so later blocks judge reinscriptions on it", async () => {
    // The pointer curses the first inscription, so the next one on its sat is blessed and the third is not.
    const first = transaction([{ ...coin(1, 1_000n), envelopes: [withPointer(0)] }], [1_000n]);
    const inscribedAt = new Map<string, InscribedSat[]>();
    const firstBlock = await track([coinbase([subsidy]), first], inscribedAt);
    expect(firstBlock.births.map(({ curse }) => curse)).toEqual(['pointer']);
    expect(inscribedAt.get(`${first.txid}:0`)).toEqual([{ id: `${first.txid}i0`, offset: 0n, cursed: true }]);

    const second = transaction([{ txid: first.txid, vout: 0, value: 1_000n, envelopes: [text] }], [1_000n]);
    const secondBlock = await track([coinbase([subsidy]), second], inscribedAt);
    expect(secondBlock.births.map(({ curse }) => curse)).toEqual([null]);
    // The moved inscription keeps its curse; the blessed reinscription is recorded uncursed.
    expect(inscribedAt.get(`${second.txid}:0`)).toEqual([
      { id: `${first.txid}i0`, offset: 0n, cursed: true },
      { id: `${second.txid}i0`, offset: 0n, cursed: false },
    ]);

    const third = transaction([{ txid: second.txid, vout: 0, value: 1_000n, envelopes: [text] }], [1_000n]);
    const thirdBlock = await track([coinbase([subsidy]), third], inscribedAt);
    expect(thirdBlock.births.map(({ curse }) => curse)).toEqual(['reinscription']);
  });
});

describe('trackInscriptions: landing order', () => {
  it("lands a transaction's births and moves together by sat offset", async () => {
    const first = coin(1, 1_000n);
    const third = coin(3, 1_000n);
    const spend = transaction([first, { ...coin(2, 1_000n), envelopes: [text] }, third], [3_000n]);
    const inscribedAt = new Map([
      [outpointKey(first), [{ id: 'first', offset: 0n, cursed: false }]],
      [outpointKey(third), [{ id: 'third', offset: 0n, cursed: false }]],
    ]);
    const { births, moves } = await track([coinbase([subsidy]), spend], inscribedAt);
    // The old inscription on input 0's first sat lands before the birth at input 1's, then input 2's.
    expect(moves.map(({ id, landing }) => [id, landing])).toEqual([
      ['first', 0],
      ['third', 2],
    ]);
    expect(births.map(({ landing }) => landing)).toEqual([1]);
  });

  it('numbers what goes to the fee when it leaves its transaction, as OPI does, before later transactions', async () => {
    const toFee = transaction([{ ...coin(1, 1_000n), envelopes: [text] }], []);
    const held = coin(3, 1_000n);
    const later = transaction([held], [1_000n]);
    const inscribedAt = new Map([[outpointKey(held), [{ id: 'x', offset: 0n, cursed: false }]]]);
    const { births, moves } = await track([coinbase([subsidy + 1_000n]), toFee, later], inscribedAt);
    expect(births.map(({ toFee: fee, landing }) => [fee, landing])).toEqual([[true, 0]]);
    expect(moves.map(({ toFee: fee, landing }) => [fee, landing])).toEqual([[false, 1]]);
  });

  it("numbers a transaction's fee sats after what lands in its outputs", async () => {
    const held = coin(2, 1_000n);
    const spend = transaction([{ ...coin(1, 1_000n), envelopes: [text] }, held], [500n]);
    const inscribedAt = new Map([[outpointKey(held), [{ id: 'x', offset: 0n, cursed: false }]]]);
    const { births, moves } = await track([coinbase([subsidy + 1_500n]), spend], inscribedAt);
    expect(births.map(({ toFee: fee, landing }) => [fee, landing])).toEqual([[false, 0]]);
    expect(moves.map(({ toFee: fee, landing }) => [fee, landing])).toEqual([[true, 1]]);
  });

  it('gives unbound births no landing: they never reach a sat', async () => {
    const unbound = transaction([{ ...coin(1, 0n), envelopes: [text] }, coin(2, 1_000n)], [1_000n]);
    const { births } = await track([coinbase([subsidy]), unbound]);
    expect(births.map(({ landing }) => landing)).toEqual([null]);
  });
});

describe('trackInscriptions: moves', () => {
  it('carries an inscription first-in-first-out: its offset plus the inputs before it, into the output covering it', async () => {
    const held = coin(2, 1_000n, 3);
    const spend = transaction([coin(1, 500n), held], [546n, 900n]);
    const inscribedAt = new Map([[outpointKey(held), [{ id: 'x', offset: 100n, cursed: false }]]]);
    const { moves, inscribedAt: after } = await track([coinbase([subsidy + 54n]), spend], inscribedAt);
    expect(moves).toEqual([
      {
        id: 'x',
        txIndex: 1,
        from: { txid: held.txid, vout: 3, offset: 100n },
        placement: { satpoint: { txid: spend.txid, vout: 1, offset: 54n }, value: 900n, script: payTo(1) },
        toFee: false,
        landing: 0,
      },
    ]);
    expect([...after.entries()]).toEqual([[`${spend.txid}:1`, [{ id: 'x', offset: 54n, cursed: false }]]]);
  });

  it('follows an inscription through two transactions of one block', async () => {
    const held = coin(2, 1_000n);
    const first = transaction([held], [1_000n]);
    const second = transaction([{ txid: first.txid, vout: 0, value: 1_000n }], [400n, 600n]);
    const inscribedAt = new Map([[outpointKey(held), [{ id: 'x', offset: 500n, cursed: false }]]]);
    const { moves } = await track([coinbase([subsidy]), first, second], inscribedAt);
    expect(moves.map(({ txIndex, placement }) => [txIndex, placement.satpoint])).toEqual([
      [1, { txid: first.txid, vout: 0, offset: 500n }],
      [2, { txid: second.txid, vout: 1, offset: 100n }],
    ]);
  });

  it('skips transactions that reveal nothing and spend nothing inscribed, without reading their prevouts', async () => {
    const plain = transaction([coin(1, 1_000n)], [900n]);
    const { births, moves, asked } = await track([coinbase([subsidy + 100n]), plain]);
    expect([births, moves]).toEqual([[], []]);
    expect(asked.size).toBe(0);
  });
});

describe('trackInscriptions: fees', () => {
  it('sends a sat spent as fee to the coinbase, after the subsidy and the fees of the transactions before', async () => {
    const before = transaction([coin(1, 1_000n)], [700n]); // pays 300
    const held = coin(2, 1_000n);
    const spend = transaction([held], [800n]); // pays 200; the inscription at 900 is the fee's 100th sat
    const reward = coinbase([subsidy, 1_000n]);
    const inscribedAt = new Map([[outpointKey(held), [{ id: 'x', offset: 900n, cursed: false }]]]);
    const { moves } = await track([reward, before, spend], inscribedAt);
    expect(moves).toEqual([
      {
        id: 'x',
        txIndex: 2,
        from: { txid: held.txid, vout: 0, offset: 900n },
        placement: { satpoint: { txid: reward.txid, vout: 1, offset: 400n }, value: 1_000n, script: payTo(9) },
        toFee: true,
        landing: 0,
      },
    ]);
  });

  it("keeps a sat the coinbase does not claim on ord's null outpoint, as lost", async () => {
    const born = transaction([{ ...coin(1, 1_000n), envelopes: [text] }], []);
    const reward = coinbase([subsidy]);
    const { births } = await track([reward, born]);
    expect(births.map(({ placement, toFee }) => ({ placement, toFee }))).toEqual([
      { placement: { satpoint: { txid: nullTxid, vout: 0, offset: 0n }, value: 0n, script: null }, toFee: true },
    ]);
  });
});
