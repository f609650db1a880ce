/**
 * A provider's share of a house's pool once `adding` more of their prizes are in it: their prizes over all the
 * pool's, as the server shares each open's provider part. 0 for an empty pool.
 */
export function shareAfterAdding(mine: number, poolSize: number, adding: number): number {
  const pool = poolSize + adding;
  return pool === 0 ? 0 : (mine + adding) / pool;
}
