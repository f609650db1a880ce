/** The SQLSTATE of a database error, looked for through the causes a query builder wraps it in. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let at: unknown = error, depth = 0; at instanceof Object && depth < 5; depth += 1) {
    const code: unknown = Reflect.get(at, 'code');
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    at = Reflect.get(at, 'cause');
  }
  return undefined;
}

/** A CHECK failed: in the ledger, an account would go below zero (or a movement would not balance). */
export const checkViolation = '23514';
export const uniqueViolation = '23505';
