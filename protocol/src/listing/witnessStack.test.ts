import { describe, expect, it } from 'vitest';
import { serializedWitnessLength, serializeWitness, witnessStack } from './witnessStack';

const item = (length: number, fill: number) => new Uint8Array(length).fill(fill);

describe('witness stacks', () => {
  it.each([
    ['a taproot key-path signature', [item(65, 1)]],
    ['a segwit signature and key', [item(72, 2), item(33, 3)]],
    ['an empty stack', []],
    ['an empty item', [new Uint8Array(), item(1, 4)]],
    // 253 bytes and more take a 3-byte compact size, as a reveal's script does.
    ['a script-path spend with a long script', [item(64, 5), item(300, 6), item(33, 7)]],
  ])('serializes %s to bytes witnessStack reads back, of the length fee sizing counts', (_, items) => {
    const bytes = serializeWitness(items);
    expect(witnessStack(bytes)).toEqual(items);
    expect(serializedWitnessLength(items)).toBe(bytes.length);
  });

  it('writes the count, then each item after its length', () => {
    expect([...serializeWitness([Uint8Array.of(0xaa, 0xbb), item(253, 0)]).subarray(0, 8)]).toEqual([
      2, 2, 0xaa, 0xbb, 0xfd, 253, 0, 0,
    ]);
  });
});
