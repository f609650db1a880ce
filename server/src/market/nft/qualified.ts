import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column as `"table"."column"`. Drizzle leaves columns unqualified in one-table selects, which turns a
 * correlated subquery's `outer.id` into the inner table's own `id`.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
