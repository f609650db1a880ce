import { describe, expect, it } from 'vitest';
import { isBrc20Transfer } from './brc20Transfer';

const text = (value: string) => new TextEncoder().encode(value);

describe('BRC-20 transfer content', () => {
  it('recognises a transfer inscription', () => {
    const transfer = text('{"p":"brc-20","op":"transfer","tick":"blok","amt":"560"}');
    expect(isBrc20Transfer('ai0', 'text/plain;charset=utf-8', transfer)).toBe(true);
  });

  it('leaves out mints, deploys, other JSON and other types', () => {
    expect(isBrc20Transfer('ai0', 'text/plain', text('{"p":"brc-20","op":"mint","tick":"blok","amt":"5"}'))).toBe(
      false,
    );
    expect(isBrc20Transfer('ai0', 'application/json', text('{"name":"Block #2"}'))).toBe(false);
    expect(isBrc20Transfer('ai0', 'image/png', text('{"p":"brc-20","op":"transfer","tick":"blok","amt":"5"}'))).toBe(
      false,
    );
  });
});
