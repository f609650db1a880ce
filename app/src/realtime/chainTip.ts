/**
 * Who wants to know when the chain moves: what only the wallet can tell (its balance) is read again at each new
 * block the market's feed reports, instead of at the next timer tick, half a minute later.
 */
type ChainListener = () => void;

const listeners = new Set<ChainListener>();

/** Calls `listener` at each new block; returns how to stop. */
export function followChainTip(listener: ChainListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The feed saw a new block (or reconnected, and may have missed some). */
export function announceChainMoved(): void {
  for (const listener of listeners) listener();
}
