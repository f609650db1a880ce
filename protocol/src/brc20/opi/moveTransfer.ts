import type { OpiRuleContext } from './applyOrdTransfer';
import type { OpiEvent } from './opiEvents';
import type { OpiPendingTransfer } from './OpiLedgerState';
import type { OrdMove } from './OrdTransfer';

/** The programmable module's script: `OP_RETURN "BRC20PROG"`. */
export const brc20ProgPkscript = '6a09425243323050524f47';
/** A bare OP_RETURN: what is sent there is burned. */
const bareOpReturn = '6a';
const utf8 = new TextEncoder();

/**
 * A transfer inscription's first move delivers its amount, by where it landed:
 * - spent as fee (or into an empty script): back to the sender's available balance;
 * - a bare OP_RETURN: burned;
 * - the programmable module's script: deposited to it once the module takes that tick, burned before;
 * - any other script, an OP_RETURN with data or a nonstandard one included: credited to that script.
 */
export function moveTransfer(context: OpiRuleContext, move: OrdMove): OpiEvent | null {
  const { book } = context;
  const pending = book.pendingTransfers.get(move.inscriptionId);
  if (pending === undefined) return null;
  const ticker = book.tickers.get(pending.tick);
  if (ticker === undefined) return null;
  const spentPkscript = move.sentAsFee ? null : move.newPkscript;
  deliverTransfer(context, pending, spentPkscript);
  return {
    type: 'transfer-transfer',
    inscriptionId: move.inscriptionId,
    sourcePkscript: pending.sourcePkscript,
    spentPkscript,
    tick: pending.tick,
    originalTick: pending.originalTick,
    amount: pending.amount,
    decimals: ticker.decimals,
  };
}

/** Settles a pending transfer where its first move took it (`spentPkscript` null: spent as fee). */
export function deliverTransfer(
  context: OpiRuleContext,
  pending: OpiPendingTransfer,
  spentPkscript: string | null,
): void {
  const { book, height, params } = context;
  book.pendingTransfers.set(pending.inscriptionId, undefined);
  const { tick, amount, sourcePkscript } = pending;
  const burn = () => {
    book.addBalance(tick, sourcePkscript, { overall: -amount });
    book.updateTicker(tick, (current) => ({ ...current, burnedSupply: current.burnedSupply + amount }));
  };
  if (spentPkscript === null || spentPkscript === '') {
    book.addBalance(tick, sourcePkscript, { available: amount });
  } else if (spentPkscript === brc20ProgPkscript) {
    const moduleTakesTick =
      params.brc20ProgEnabled &&
      height >= params.firstBrc20ProgPhaseOneHeight &&
      (height >= params.firstBrc20ProgAllTickersHeight || utf8.encode(pending.originalTick).length >= 6);
    if (moduleTakesTick) {
      book.addBalance(tick, sourcePkscript, { overall: -amount });
      book.addBalance(tick, brc20ProgPkscript, { overall: amount, available: amount });
    } else burn();
  } else if (spentPkscript === bareOpReturn) {
    burn();
  } else {
    book.addBalance(tick, sourcePkscript, { overall: -amount });
    book.addBalance(tick, spentPkscript, { overall: amount, available: amount });
  }
}
