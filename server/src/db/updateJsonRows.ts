import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { jsonValue } from './jsonValue';

type Row<T extends PgTable> = Partial<T['$inferSelect']>;

/** Which columns a row sets: those it names with a value (undefined leaves a column as it is). */
const namedColumns = (row: Record<string, unknown>) =>
  Object.keys(row)
    .filter((key) => row[key] !== undefined)
    .sort()
    .join(',');

/**
 * Updates many rows, each to values of its own, with one parameter per statement: the rows as a JSON array spread
 * into the table's own column types (`json_populate_recordset`) and matched on `key`. A batch of orders or coins
 * moved together costs one statement instead of one each. Rows that set the same columns share a statement; `guard`
 * narrows which stored rows may change (a status they must still stand at). Answers what `returning` names of the
 * rows changed.
 */
export async function updateJsonRows<T extends PgTable>(
  db: Database,
  table: T,
  key: ReadonlyArray<keyof T['$inferSelect'] & string>,
  rows: ReadonlyArray<Row<T>>,
  options: { readonly guard?: SQL; readonly returning?: SQL } = {},
): Promise<Array<Record<string, unknown>>> {
  const columns = getTableColumns(table);
  const nameOf = (field: string) => {
    const column = columns[field];
    if (column === undefined) throw new Error(`no column ${field}`);
    return column.name;
  };
  const groups = new Map<string, Array<Record<string, unknown>>>();
  for (const row of rows as ReadonlyArray<Record<string, unknown>>) {
    const named = namedColumns(row);
    const alike = groups.get(named);
    if (alike === undefined) groups.set(named, [row]);
    else alike.push(row);
  }
  const answered: Array<Record<string, unknown>> = [];
  for (const [named, alike] of groups) {
    const fields = named.split(',');
    const set = fields.filter((field) => !key.includes(field));
    if (set.length === 0) continue;
    const json = JSON.stringify(
      alike.map((row) => Object.fromEntries(fields.map((field) => [nameOf(field), jsonValue(row[field])]))),
    );
    const assignments = sql.join(
      set.map((field) => sql`${sql.identifier(nameOf(field))} = v.${sql.identifier(nameOf(field))}`),
      sql`, `,
    );
    const matches = sql.join(
      key.map((field) => sql`${table}.${sql.identifier(nameOf(field))} = v.${sql.identifier(nameOf(field))}`),
      sql` and `,
    );
    const result = (await db.execute(sql`update ${table} set ${assignments}
      from json_populate_recordset(null::${table}, ${json}::json) as v
      where ${matches}${options.guard === undefined ? sql`` : sql` and ${options.guard}`}
      ${options.returning === undefined ? sql`` : sql`returning ${options.returning}`}`)) as {
      rows: Array<Record<string, unknown>>;
    };
    answered.push(...result.rows);
  }
  return answered;
}
