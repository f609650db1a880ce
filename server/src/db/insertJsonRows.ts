import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { jsonValue } from './jsonValue';

/** One statement naming `keys` (an absent value is null); the columns not named take their defaults. */
async function insertAlike(
  db: Database,
  table: PgTable,
  keys: ReadonlySet<string>,
  rows: ReadonlyArray<Record<string, unknown>>,
  returning: SQL | undefined,
): Promise<Array<Record<string, unknown>>> {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => keys.has(key));
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, jsonValue(row[key] ?? null)]))),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const result = (await db.execute(sql`insert into ${table} (${names})
    select ${names} from json_populate_recordset(null::${table}, ${json}::json)
    ${returning === undefined ? sql`` : sql`returning ${returning}`}`)) as { rows: Array<Record<string, unknown>> };
  return result.rows;
}

/**
 * Inserts `rows` with one parameter per statement: the rows as a JSON array, spread into columns by PostgreSQL
 * (`json_populate_recordset`). A run of full blocks writes thousands of rows a table; as a VALUES list they cost a
 * bind parameter each to build, send and plan, which took most of the indexer's write time. A column some rows
 * leave out is null in them, as an insert would make it, unless it has a default: rows that leave such a column to
 * its default go in a statement of their own, neighbours together, so ids still follow the rows' order. Answers
 * the statements' rows when `returning` names columns.
 */
export async function insertJsonRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
  returning?: SQL,
): Promise<Array<Record<string, unknown>>> {
  const records = rows as ReadonlyArray<Record<string, unknown>>;
  const columns = getTableColumns(table);
  const named = new Set(records.flatMap((row) => Object.keys(row).filter((key) => row[key] !== undefined)));
  const defaulted = (row: Record<string, unknown>) =>
    [...named].filter((key) => row[key] === undefined && columns[key]?.hasDefault === true).join(',');
  const answered: Array<Record<string, unknown>> = [];
  let at = 0;
  while (at < records.length) {
    const kind = defaulted(records[at] ?? {});
    let end = at + 1;
    while (end < records.length && defaulted(records[end] ?? {}) === kind) end += 1;
    const keys = new Set([...named].filter((key) => !kind.split(',').includes(key)));
    answered.push(...(await insertAlike(db, table, keys, records.slice(at, end), returning)));
    at = end;
  }
  return answered;
}
