/** A row's value as PostgreSQL reads it from JSON text: bigints as digits, bytes as bytea hex, times as ISO 8601. */
export function jsonValue(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array)
    return `\\x${Buffer.from(value.buffer, value.byteOffset, value.length).toString('hex')}`;
  if (value instanceof Date) return value.toISOString();
  return value;
}
