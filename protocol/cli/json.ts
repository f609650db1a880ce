import { bytesToHex } from '../src/index';

/** JSON for people and scripts: bigints as decimal strings, bytes as hex, two-space indent. */
export function toJson(value: unknown): string {
  return JSON.stringify(
    value,
    (_, item: unknown) =>
      typeof item === 'bigint' ? item.toString() : item instanceof Uint8Array ? bytesToHex(item) : item,
    2,
  );
}
