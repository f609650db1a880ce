import type { bitcoin } from '../bitcoin';
import { inscriptionCurse, type InscribedOffset } from './inscriptionCurse';
import { parseInscriptions, type ParsedInscription } from './parseInscriptions';
import { nullTxid, outpointKey, spentOutpointKeys, type Satpoint } from './satpoint';

/** A transaction of a block, with its id (display order). */
export interface BlockTransaction {
  readonly txid: string;
  readonly tx: bitcoin.Transaction;
}

/** What tracking reads of a block: its transactions in block order, the coinbase first. */
export interface TrackableBlock {
  readonly transactions: readonly BlockTransaction[];
}

/** What a transaction's inputs were worth and its fee: the parts of the spent outputs a block does not hold. */
export interface PrevoutReader {
  inputValues(txid: string): Promise<readonly bigint[]>;
  fee(txid: string): Promise<bigint>;
}

/** An inscription sitting in an output, at `offset` sats into it. */
export interface InscribedSat {
  readonly id: string;
  readonly offset: bigint;
  /** Cursed before the jubilee (curse !== null): a later reinscription of this sat is judged on it. */
  readonly cursed: boolean;
}

/** Where a block put an inscription: its satpoint, the holding output's value and script (null: lost sats). */
export interface InscriptionPlacement {
  readonly satpoint: Satpoint;
  readonly value: bigint;
  readonly script: Uint8Array | null;
}

/** A new inscription revealed by transaction `txIndex`. */
export interface InscriptionBirth {
  readonly id: string;
  readonly txIndex: number;
  readonly inscription: ParsedInscription;
  readonly curse: string | null;
  /** ord's unbound inscriptions sit on no sat: no placement. */
  readonly placement: InscriptionPlacement | null;
  /** Revealed straight into the fee, so it landed in the coinbase. */
  readonly toFee: boolean;
  /** Its place among the block's births and moves in OPI's transfer order (see `trackInscriptions`); null when unbound. */
  readonly landing: number | null;
}

/** An existing inscription that transaction `txIndex` spent and sent to `placement`. */
export interface InscriptionMove {
  readonly id: string;
  readonly txIndex: number;
  readonly from: Satpoint;
  readonly placement: InscriptionPlacement;
  /** Spent as fee: it went to the miner through the coinbase. */
  readonly toFee: boolean;
  /** Its place among the block's births and moves in OPI's transfer order (see `trackInscriptions`). */
  readonly landing: number;
}

export interface TrackedBlock {
  readonly births: readonly InscriptionBirth[];
  readonly moves: readonly InscriptionMove[];
}

export interface TrackOptions {
  readonly subsidy: bigint;
  /**
   * Inscriptions on the outputs this block's inputs spend (others may be absent: only inscribed ones matter).
   * Updated in place as the block spends and fills outputs, so the next block of a run finds them where this
   * one left them.
   */
  readonly inscribedAt: Map<string, InscribedSat[]>;
  readonly prevouts: PrevoutReader;
}

/** An inscription between the inputs and the outputs of a transaction: `offset` into its input sat range. */
interface Floating {
  readonly id: string;
  readonly offset: bigint;
  /** Where it was (old inscriptions), or its birth (new ones). */
  readonly origin:
    | { kind: 'old'; from: Satpoint; cursed: boolean }
    | { kind: 'new'; birth: Omit<InscriptionBirth, 'placement' | 'toFee' | 'landing'> };
}

type Settle = (
  floating: Floating,
  txIndex: number,
  placement: InscriptionPlacement,
  toFee: boolean,
  landing: number,
) => void;

/** Sats beyond a transaction's outputs: `offset` into its fee, coming from transaction `txIndex`. */
interface Flotsam {
  readonly floating: Floating;
  readonly txIndex: number;
  readonly feeOffset: bigint;
  /** OPI numbers the transfer when the sat leaves its transaction, not when the coinbase settles it. */
  readonly landing: number;
}

/**
 * ord's sat tracking for one block. Each transaction's inputs form one sat range in input order: old
 * inscriptions keep their offset shifted by their input's start, new ones land at the start of their input (or
 * at their pointer when it falls within the outputs), and all flow first-in-first-out into the outputs by
 * cumulative value. What lies beyond the outputs is fee: it lands in the coinbase after the subsidy and the
 * fees of the transactions before (the coinbase is processed last), and beyond the coinbase's outputs it is lost.
 *
 * `landing` numbers births and moves in the order OPI's ord fork keys its transfers for the BRC-20 indexer
 * (`transfer_idx`): transaction by transaction in block order, first what lands in the transaction's outputs
 * by sat offset (births and moves interleaved), then what it spends as fee by offset. OPI numbers fee sats
 * when they leave their transaction (`early_transfer_info`), although the coinbase settles them at the end.
 */
export async function trackInscriptions(block: TrackableBlock, options: TrackOptions): Promise<TrackedBlock> {
  const { inscribedAt } = options;
  const births: InscriptionBirth[] = [];
  const moves: InscriptionMove[] = [];
  const flotsam: Flotsam[] = [];

  let landings = 0;

  const settle: Settle = (floating, txIndex, placement, toFee, landing) => {
    const { origin } = floating;
    if (origin.kind === 'old') moves.push({ id: floating.id, txIndex, from: origin.from, placement, toFee, landing });
    else births.push({ ...origin.birth, placement, toFee, landing });
    const cursed = origin.kind === 'old' ? origin.cursed : origin.birth.curse !== null;
    const key = outpointKey(placement.satpoint);
    inscribedAt.set(key, [
      ...(inscribedAt.get(key) ?? []),
      { id: floating.id, offset: placement.satpoint.offset, cursed },
    ]);
  };

  for (const [txIndex, { txid, tx }] of block.transactions.entries()) {
    if (txIndex === 0) continue;
    const envelopes = parseInscriptions(tx);
    const spent = spentOutpointKeys(tx);
    if (envelopes.length === 0 && !spent.some((key) => inscribedAt.has(key))) continue;

    const inputValues = await options.prevouts.inputValues(txid);
    const outputTotal = tx.outs.reduce((sum, output) => sum + output.value, 0n);
    const floating: Floating[] = [];
    const inscribedOffsets = new Map<bigint, InscribedOffset>();
    // ord counts every inscription it puts at an offset, old or new, and remembers only the first one's curse.
    const inscribe = (offset: bigint, cursed: boolean) => {
      const onSat = inscribedOffsets.get(offset);
      inscribedOffsets.set(offset, { count: (onSat?.count ?? 0) + 1, firstCursed: onSat?.firstCursed ?? cursed });
    };
    let inputStart = 0n;
    for (const [input, key] of spent.entries()) {
      const value = inputValues[input] ?? 0n;
      const old = [...(inscribedAt.get(key) ?? [])].sort((a, b) =>
        a.offset < b.offset ? -1 : a.offset > b.offset ? 1 : 0,
      );
      inscribedAt.delete(key);
      const [txidOf, voutOf] = [key.slice(0, 64), Number(key.slice(65))];
      for (const { id, offset, cursed } of old) {
        floating.push({
          id,
          offset: inputStart + offset,
          origin: { kind: 'old', from: { txid: txidOf, vout: voutOf, offset }, cursed },
        });
        inscribe(inputStart + offset, cursed);
      }
      for (const inscription of envelopes.filter((envelope) => envelope.input === input)) {
        const curse = inscriptionCurse(inscription, inscribedOffsets.get(inputStart));
        const birth = { id: inscription.id, txIndex, inscription, curse };
        const pointer = inscription.pointer;
        const offset = pointer !== null && pointer < outputTotal ? pointer : inputStart;
        // ord counts unbound inscriptions at their offset too, though they never reach it.
        inscribe(offset, curse !== null);
        // ord leaves these on no sat: an unrecognized even field may change what the inscription means.
        if (value === 0n || inscription.flags.unrecognizedEvenField) {
          births.push({ ...birth, placement: null, toFee: false, landing: null });
          continue;
        }
        floating.push({ id: inscription.id, offset, origin: { kind: 'new', birth } });
      }
      inputStart += value;
    }

    floating.sort((a, b) => (a.offset < b.offset ? -1 : a.offset > b.offset ? 1 : 0));
    let outputStart = 0n;
    let next = 0;
    for (const [vout, output] of tx.outs.entries()) {
      const outputEnd = outputStart + output.value;
      for (; next < floating.length; next += 1) {
        const item = floating[next];
        if (item === undefined || item.offset >= outputEnd) break;
        const satpoint = { txid, vout, offset: item.offset - outputStart };
        settle(item, txIndex, { satpoint, value: output.value, script: output.script }, false, landings);
        landings += 1;
      }
      outputStart = outputEnd;
    }
    for (const item of floating.slice(next)) {
      flotsam.push({ floating: item, txIndex, feeOffset: item.offset - outputTotal, landing: landings });
      landings += 1;
    }
  }

  if (flotsam.length > 0) await landInCoinbase(block, options, flotsam, settle);
  // Numbers follow discovery: block order, then envelope order in the transaction (not where the sats went).
  const envelopeIndex = (birth: InscriptionBirth) => Number(birth.id.slice(birth.id.lastIndexOf('i') + 1));
  births.sort((a, b) => a.txIndex - b.txIndex || envelopeIndex(a) - envelopeIndex(b));
  moves.sort((a, b) => a.txIndex - b.txIndex);
  return { births, moves };
}

async function landInCoinbase(
  block: TrackableBlock,
  options: TrackOptions,
  flotsam: readonly Flotsam[],
  settle: Settle,
): Promise<void> {
  const coinbase = block.transactions[0];
  if (coinbase === undefined) return;
  // The coinbase's input range is the subsidy, then each transaction's fee in block order.
  const feeStart = new Map<number, bigint>();
  let reward = options.subsidy;
  const lastTxIndex = Math.max(...flotsam.map(({ txIndex }) => txIndex));
  for (let txIndex = 1; txIndex <= lastTxIndex; txIndex += 1) {
    feeStart.set(txIndex, reward);
    const entry = block.transactions[txIndex];
    if (entry !== undefined) reward += await options.prevouts.fee(entry.txid);
  }
  const landed = flotsam
    .map((item) => ({ ...item, offset: (feeStart.get(item.txIndex) ?? 0n) + item.feeOffset }))
    .sort((a, b) => (a.offset < b.offset ? -1 : a.offset > b.offset ? 1 : 0));
  const outs = coinbase.tx.outs;
  let outputStart = 0n;
  let next = 0;
  for (const [vout, output] of outs.entries()) {
    const outputEnd = outputStart + output.value;
    for (; next < landed.length; next += 1) {
      const item = landed[next];
      if (item === undefined || item.offset >= outputEnd) break;
      const satpoint = { txid: coinbase.txid, vout, offset: item.offset - outputStart };
      const placement = { satpoint, value: output.value, script: output.script };
      settle(item.floating, item.txIndex, placement, true, item.landing);
    }
    outputStart = outputEnd;
  }
  // A coinbase claiming less than subsidy + fees loses the rest: ord keeps such inscriptions on the null outpoint.
  for (const item of landed.slice(next)) {
    const satpoint = { txid: nullTxid, vout: 0, offset: item.offset - outputStart };
    settle(item.floating, item.txIndex, { satpoint, value: 0n, script: null }, true, item.landing);
  }
}
