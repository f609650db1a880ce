import { sql } from 'drizzle-orm';
import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

// Column kinds shared by every area's tables, so money and time are stored the same way everywhere.

/** A point in time, with its time zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** Satoshis: integers that can pass 2^53, so bigint in code and JSON numbers only at the edge. */
export const sats = (name: string) => bigint(name, { mode: 'bigint' });

/** Raw bytes (inscription bodies, icons). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A CHECK that a text column holds one of the given values (the values are the schema's own constants). */
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
