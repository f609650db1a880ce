import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { transactionVirtualSize } from './virtualSize';
import { compactSizeBytes, shapeVirtualSize } from './shapeVirtualSize';

/** A real transaction with inputs of the given scriptSig and witness item sizes, and outputs of the given scripts. */
function realTransaction(inputs: Array<{ scriptSig: number; witness: number[] }>, outputs: number[]) {
  const tx = new bitcoin.Transaction();
  inputs.forEach((input, index) => {
    tx.addInput(new Uint8Array(32).fill(index + 1), index, 0xffffffff, new Uint8Array(input.scriptSig));
    tx.setWitness(
      index,
      input.witness.map((length) => new Uint8Array(length)),
    );
  });
  for (const length of outputs) tx.addOutput(new Uint8Array(length), 1_000n);
  return tx;
}

const witnessBytes = (items: number[]): number =>
  items.length === 0 ? 0 : compactSizeBytes(items.length) + items.reduce((sum, n) => sum + compactSizeBytes(n) + n, 0);

describe('shapeVirtualSize', () => {
  it('equals the virtual size of the real transaction of that shape', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            scriptSig: fc.constantFrom(0, 23),
            witness: fc.array(fc.constantFrom(33, 64, 65, 71, 72, 300), { minLength: 1, maxLength: 3 }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        fc.array(fc.constantFrom(22, 23, 25, 34), { minLength: 1, maxLength: 300 }),
        (inputs, outputs) => {
          const shapes = inputs.map((input) => ({
            scriptSigBytes: input.scriptSig,
            witnessBytes: witnessBytes(input.witness),
          }));
          expect(shapeVirtualSize(shapes, outputs)).toBe(transactionVirtualSize(realTransaction(inputs, outputs)));
        },
      ),
    );
  });

  it('counts the one-byte compact sizes that grow past 252 items', () => {
    expect([252, 253, 65_535, 65_536].map(compactSizeBytes)).toEqual([1, 3, 3, 5]);
  });
});
