import { describe, expect, it } from 'vitest';
import { tapscriptOf } from './tapscript';

const element = (...values: number[]) => new Uint8Array(values);
const signature = element(1);
const leaf = element(2);
const controlBlock = element(0xc0);
const annex = element(0x50, 9);

describe('tapscriptOf', () => {
  it('takes the element before the control block', () => {
    expect(tapscriptOf([signature, leaf, controlBlock])).toBe(leaf);
  });

  it('sets an annex aside first', () => {
    expect(tapscriptOf([signature, leaf, controlBlock, annex])).toBe(leaf);
  });

  it('finds no tapscript in a key-path spend, with or without annex', () => {
    expect(tapscriptOf([signature])).toBeNull();
    expect(tapscriptOf([signature, annex])).toBeNull();
    expect(tapscriptOf([])).toBeNull();
  });

  it('does not take a lone 0x50 element for an annex', () => {
    expect(tapscriptOf([annex])).toBeNull();
    expect(tapscriptOf([leaf, annex, controlBlock])).toBe(annex);
  });
});
