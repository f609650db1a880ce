import { sql } from 'drizzle-orm';
import { bigint, customType, numeric, timestamp } from 'drizzle-orm/pg-core';

// Column kinds shared by every area's tables, so money and time are stored the same way everywhere.

/** A point in time, with its time zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** Satoshis: integers that can pass 2^53, so bigint in code and JSON numbers only at the edge. */
export const sats = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * An amount that can outgrow bigint: BRC-20 amounts are scaled by 10^18 and reach (2^64 - 1) * 10^18, and a ledger
 * holding them beside sats needs the same room. 78 digits hold any uint256.
 */
export const bigAmount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

/** Raw bytes (inscription bodies, icons). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A CHECK that a text column holds one of the given values (the values are the schema's own constants). */
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
