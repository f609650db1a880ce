import { sql, type SQL } from 'drizzle-orm';

/**
 * Hex strings (txids, output scripts) as one PostgreSQL text[] parameter: both drivers pass it as it is, and the
 * planner reads one array far faster than an `in` list of thousands of parameters. Each is quoted, so an empty
 * output script (hex '') is one element too. Only for hex: nothing in it needs escaping.
 */
export function hexArray(values: Iterable<string>): SQL {
  return sql`${`{${Array.from(values, (value) => `"${value}"`).join(',')}}`}::text[]`;
}
