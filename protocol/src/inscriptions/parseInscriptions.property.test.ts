import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { ProtocolError } from '../ProtocolError';
import { concatBytes } from '../bytes';
import { encodePush } from './instruction';
import { parseInscriptions, type ParsedInscription } from './parseInscriptions';
import { OPS, envelope, scriptPathTransaction } from './testing/scriptPathSpend';

/** Script pieces biased toward envelope syntax, so random scripts often come close to real envelopes. */
const scriptPiece = fc.oneof(
  fc
    .constantFrom(
      [OPS.OP_0],
      [OPS.OP_IF],
      [OPS.OP_ENDIF],
      [OPS.OP_1],
      [OPS.OP_16],
      [OPS.OP_1NEGATE],
      [OPS.OP_DROP],
      [OPS.OP_PUSHDATA1],
      [OPS.OP_PUSHDATA4, 0xff],
      [0x03, 0x6f, 0x72, 0x64],
      [0x01, 0x01],
      [0x01, 0x02],
      [0x01, 0x05],
      [0x50],
    )
    .map((piece) => Uint8Array.from(piece)),
  fc.uint8Array({ maxLength: 600 }).map(encodePush),
  fc.uint8Array({ maxLength: 8 }),
);
const randomScript = fc.array(scriptPiece, { maxLength: 40 }).map(concatBytes);
const witness = fc.array(fc.oneof(randomScript, fc.uint8Array({ maxLength: 80 })), { maxLength: 5 });

function withWitnesses(witnesses: ReadonlyArray<readonly Uint8Array[]>): bitcoin.Transaction {
  const tx = new bitcoin.Transaction();
  witnesses.forEach((stack, index) => {
    tx.addInput(new Uint8Array(32).fill(index), index);
    tx.setWitness(index, [...stack]);
  });
  tx.addOutput(Uint8Array.from([OPS.OP_1]), 1n);
  return tx;
}

/** Whatever the input, the result is consistently numbered inscriptions. */
function expectWellFormed(parsed: readonly ParsedInscription[], txid: string, inputs: number): void {
  parsed.forEach((inscription, n) => {
    expect(inscription.id).toBe(`${txid}i${n}`);
    expect(inscription.input).toBeLessThan(inputs);
    const previous = parsed[n - 1];
    if (previous !== undefined) {
      expect(inscription.input).toBeGreaterThanOrEqual(previous.input);
      const expected = previous.input === inscription.input ? previous.indexInInput + 1 : 0;
      expect(inscription.indexInInput).toBe(expected);
    } else {
      expect(inscription.indexInInput).toBe(0);
    }
  });
}

/** Parses raw bytes; the only acceptable failure is a ProtocolError. */
function parseOrRefuse(raw: Uint8Array): ParsedInscription[] | ProtocolError {
  try {
    return parseInscriptions(raw);
  } catch (error) {
    if (error instanceof ProtocolError) return error;
    throw error;
  }
}

interface Mutation {
  readonly kind: 'flip' | 'insert' | 'delete' | 'truncate';
  readonly at: number;
  readonly byte: number;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('flip', 'insert', 'delete', 'truncate'),
  at: fc.nat(),
  byte: fc.integer({ min: 0, max: 255 }),
});

function mutate(bytes: Uint8Array, { kind, at, byte }: Mutation): Uint8Array {
  const position = bytes.length === 0 ? 0 : at % bytes.length;
  const copy = Array.from(bytes);
  if (kind === 'flip') copy[position] = byte;
  if (kind === 'insert') copy.splice(position, 0, byte);
  if (kind === 'delete') copy.splice(position, 1);
  return Uint8Array.from(kind === 'truncate' ? copy.slice(0, position) : copy);
}

const realReveal = scriptPathTransaction([
  concatBytes([
    envelope(Uint8Array.from([1]), 'text/plain', Uint8Array.from([2]), Uint8Array.from([1]), new Uint8Array(), 'hi'),
    envelope(Uint8Array.from([5]), Uint8Array.from([0xa0]), new Uint8Array(), new Uint8Array(600).fill(7)),
  ]),
  null,
]);

describe('parseInscriptions never crashes', () => {
  it('on random witnesses: it returns well-formed inscriptions', () => {
    fc.assert(
      fc.property(fc.array(witness, { minLength: 1, maxLength: 4 }), (witnesses) => {
        const tx = withWitnesses(witnesses);
        expectWellFormed(parseInscriptions(tx), tx.getId(), witnesses.length);
      }),
      { numRuns: 500 },
    );
  });

  it('on mutated tapscripts of a real reveal', () => {
    const [signature, leaf, controlBlock] = realReveal.ins[0]?.witness ?? [];
    if (signature === undefined || leaf === undefined || controlBlock === undefined) throw new Error('no reveal');
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 5 }), (mutations) => {
        const mutated = mutations.reduce(mutate, leaf);
        const tx = withWitnesses([[signature, mutated, controlBlock]]);
        expectWellFormed(parseInscriptions(tx), tx.getId(), 1);
      }),
      { numRuns: 500 },
    );
  });

  it('on mutated serialized transactions: inscriptions or a ProtocolError', () => {
    const raw = realReveal.toBuffer();
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 5 }), (mutations) => {
        const result = parseOrRefuse(mutations.reduce(mutate, raw));
        if (result instanceof ProtocolError) expect(result.code).toBe('invalid-transaction');
        else expect(Array.isArray(result)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('on random bytes: inscriptions or a ProtocolError', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (raw) => {
        const result = parseOrRefuse(raw);
        if (result instanceof ProtocolError) expect(result.code).toBe('invalid-transaction');
        else expect(Array.isArray(result)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('finds the real reveal unmutated', () => {
    expect(parseInscriptions(realReveal.toBuffer()).map(({ indexInInput }) => indexInInput)).toEqual([0, 1]);
  });
});
