import { createHash } from 'node:crypto';

/**
 * A UUID derived from a name (shaped like a version 4 one), so the rows a block writes get the same ids each
 * time it is applied: undoing a block and applying it again leaves identical rows.
 */
export function deterministicUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
