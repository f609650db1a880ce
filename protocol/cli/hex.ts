import { UsageError } from './UsageError';

export function hexToBytes(text: string): Uint8Array {
  const trimmed = text.trim();
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(trimmed)) throw new UsageError('expected hex: an even number of 0-9 a-f digits');
  return Uint8Array.from(trimmed.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}
