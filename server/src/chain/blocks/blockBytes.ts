import { hash } from 'node:crypto';

/** Where one serialized transaction lies in a buffer, and where its outputs end (its witnesses follow, if any). */
export interface TransactionSpan {
  readonly start: number;
  readonly end: number;
  readonly outputsEnd: number;
  /** BIP144's marker and flag follow the version: the transaction carries witnesses. */
  readonly segwit: boolean;
}

/** A block's header fields and its transactions' places in its bytes. */
export interface BlockLayout {
  readonly header: Uint8Array;
  readonly spans: readonly TransactionSpan[];
}

class Truncated extends Error {
  override readonly name = 'Truncated';
}

/**
 * Consensus-serialized bytes read from `at`: a CompactSize count (`count`) and skips past lengths, refusing to
 * run past the end. A class, not closures: it is made once per transaction, thousands of times a block.
 */
class Cursor {
  private readonly view: DataView;

  constructor(
    private readonly bytes: Uint8Array,
    public at: number,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  skip(length: number): void {
    if (this.at + length > this.bytes.length) throw new Truncated(`the bytes end before offset ${this.at + length}`);
    this.at += length;
  }

  byteAt(offset: number): number | undefined {
    return this.bytes[this.at + offset];
  }

  count(): number {
    const first = this.byteAt(0);
    this.skip(1);
    if (first === undefined || first < 0xfd) return first ?? 0;
    const width = first === 0xfd ? 2 : first === 0xfe ? 4 : 8;
    const at = this.at;
    this.skip(width);
    if (width === 2) return this.view.getUint16(at, true);
    if (width === 4) return this.view.getUint32(at, true);
    return Number(this.view.getBigUint64(at, true));
  }

  skipCounted(): void {
    this.skip(this.count());
  }
}

/** The span of the transaction serialized at `start` (BIP144 with witnesses, or the legacy form). */
export function transactionSpan(bytes: Uint8Array, start: number): TransactionSpan {
  const read = new Cursor(bytes, start);
  read.skip(4);
  const segwit = read.byteAt(0) === 0x00 && read.byteAt(1) === 0x01;
  if (segwit) read.skip(2);
  const inputs = read.count();
  for (let input = 0; input < inputs; input += 1) {
    read.skip(36);
    read.skipCounted();
    read.skip(4);
  }
  const outputs = read.count();
  for (let output = 0; output < outputs; output += 1) {
    read.skip(8);
    read.skipCounted();
  }
  const outputsEnd = read.at;
  if (segwit) {
    for (let input = 0; input < inputs; input += 1) {
      const items = read.count();
      for (let item = 0; item < items; item += 1) read.skipCounted();
    }
  }
  read.skip(4);
  return { start, end: read.at, outputsEnd, segwit };
}

/** The header and each transaction's span; Truncated when the bytes end early or run on past the last one. */
export function blockLayout(raw: Uint8Array): BlockLayout {
  if (raw.length < 80) throw new Truncated('the bytes end inside the header');
  const read = new Cursor(raw, 80);
  const count = read.count();
  const spans: TransactionSpan[] = [];
  let at = read.at;
  for (let index = 0; index < count; index += 1) {
    const span = transactionSpan(raw, at);
    spans.push(span);
    at = span.end;
  }
  if (at !== raw.length) throw new Truncated(`${raw.length - at} bytes follow the last transaction`);
  return { header: raw.subarray(0, 80), spans };
}

/**
 * SHA-256 twice over the parts joined. Node's one-shot `hash` is native and skips creating a Hash object: a
 * block of 3,500 transactions takes some 14,000 of these, and this is about twice as fast as `createHash`.
 */
export function doubleSha256(...parts: readonly Uint8Array[]): Buffer {
  const data = parts.length === 1 ? (parts[0] ?? new Uint8Array()) : Buffer.concat(parts);
  return hash('sha256', hash('sha256', data, 'buffer'), 'buffer');
}

/** The txid's hash (internal byte order): the transaction without its marker, flag and witnesses. */
export function txidHash(bytes: Uint8Array, span: TransactionSpan): Buffer {
  if (!span.segwit) return doubleSha256(bytes.subarray(span.start, span.end));
  return doubleSha256(
    bytes.subarray(span.start, span.start + 4),
    bytes.subarray(span.start + 6, span.outputsEnd),
    bytes.subarray(span.end - 4, span.end),
  );
}

/** The wtxid's hash: the whole serialization, witnesses included. */
export function wtxidHash(bytes: Uint8Array, span: TransactionSpan): Buffer {
  return doubleSha256(bytes.subarray(span.start, span.end));
}

/**
 * The merkle root of `hashes` as Bitcoin builds it (an odd level repeats its last hash), and whether two real
 * neighbours were equal: CVE-2012-2459's duplicated transactions, which give a different block the same root.
 */
export function merkleRoot(hashes: readonly Uint8Array[]): { root: Buffer; mutated: boolean } {
  if (hashes.length === 0) throw new Error('A merkle tree needs at least one hash');
  let level = hashes;
  let mutated = false;
  while (level.length > 1) {
    const next: Buffer[] = [];
    for (let at = 0; at < level.length; at += 2) {
      const left = level[at] ?? new Uint8Array();
      const right = level[at + 1];
      if (right !== undefined && Buffer.compare(left, right) === 0) mutated = true;
      next.push(doubleSha256(left, right ?? left));
    }
    level = next;
  }
  return { root: Buffer.from(level[0] ?? new Uint8Array()), mutated };
}
