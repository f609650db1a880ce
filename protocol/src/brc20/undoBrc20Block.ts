import { ProtocolError } from '../ProtocolError';
import type { Brc20BlockUndo, Brc20LedgerState } from './Brc20Ledger';
import { LedgerDraft } from './LedgerDraft';

export type Brc20UndoErrorCode = 'brc20-undo-not-tip';

/** Restores the state before the last applied block, for a reorg. Blocks are undone newest first. */
export function undoBrc20Block(state: Brc20LedgerState, undo: Brc20BlockUndo): Brc20LedgerState {
  if (state.height !== undo.height) {
    throw new ProtocolError<Brc20UndoErrorCode>(
      'brc20-undo-not-tip',
      `Undo data is for block ${undo.height}, but the last applied block is ${String(state.height)}.`,
    );
  }
  const draft = new LedgerDraft(state);
  for (const [tick, token] of undo.tokens) draft.setToken(tick, token);
  for (const [tick, address, balance] of undo.holders) draft.setBalance(tick, address, balance);
  for (const [inscriptionId, transfer] of undo.pendingTransfers) draft.setPendingTransfer(inscriptionId, transfer);
  return draft.state(undo.previousHeight);
}
