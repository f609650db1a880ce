import { ProtocolError } from '../ProtocolError';
import { applyInscribe, applyMove } from './applyBrc20Event';
import type { Brc20Activity, Brc20Block, Brc20BlockUndo, Brc20LedgerState } from './Brc20Ledger';
import { LedgerDraft } from './LedgerDraft';

export type Brc20BlockErrorCode = 'brc20-invalid-height' | 'brc20-block-out-of-order' | 'brc20-events-out-of-order';

export interface Brc20BlockResult {
  readonly state: Brc20LedgerState;
  /** The block's activity, one record per applied event; a reorg drops it with the block. */
  readonly activity: readonly Brc20Activity[];
  /** Hand to `undoBrc20Block` to restore the state before this block. */
  readonly undo: Brc20BlockUndo;
}

/**
 * Applies a block's inscription events in transaction order. The given state is left unchanged.
 * Refuses a block that is not above the last applied one, or whose events are not in transaction order,
 * because the rules are order-dependent (first deploy wins, first move counts).
 */
export function applyBrc20Block(state: Brc20LedgerState, block: Brc20Block): Brc20BlockResult {
  if (!Number.isSafeInteger(block.height) || block.height < 0) {
    throw new ProtocolError<Brc20BlockErrorCode>('brc20-invalid-height', 'Block height must be a whole number.');
  }
  if (state.height !== null && block.height <= state.height) {
    throw new ProtocolError<Brc20BlockErrorCode>(
      'brc20-block-out-of-order',
      `Block ${block.height} is not above the last applied block ${state.height}.`,
    );
  }
  const draft = new LedgerDraft(state);
  const activity: Brc20Activity[] = [];
  let lastTxIndex = 0;
  for (const event of block.events) {
    if (!Number.isSafeInteger(event.txIndex) || event.txIndex < lastTxIndex) {
      throw new ProtocolError<Brc20BlockErrorCode>(
        'brc20-events-out-of-order',
        `Events of block ${block.height} are not in transaction order.`,
      );
    }
    lastTxIndex = event.txIndex;
    const record =
      event.kind === 'inscribe' ? applyInscribe(draft, block.height, event) : applyMove(draft, block.height, event);
    if (record !== null) activity.push(record);
  }
  return { state: draft.state(block.height), activity, undo: draft.undo(block.height) };
}
