import type { Brc20Inscribed, OpiRuleContext } from './applyOrdTransfer';
import { stringField } from './brc20Json';
import { opiAmount } from './opiAmounts';
import type { OpiEvent } from './opiEvents';

/**
 * A transfer inscription moves its amount from the available balance of the script it landed in to "in
 * transfer" (still in that script's overall balance), when that much is available; its first move delivers it.
 */
export function inscribeTransfer(context: OpiRuleContext, inscribed: Brc20Inscribed): OpiEvent | null {
  const { book } = context;
  const { birth, json, tick, originalTick } = inscribed;
  const ticker = book.tickers.get(tick);
  if (ticker === undefined) return null;
  const amount = opiAmount(stringField(json, 'amt'), ticker.decimals, false);
  if (amount === undefined) return null;
  const sourcePkscript = birth.newPkscript;
  if (book.balance(tick, sourcePkscript).available < amount) return null;

  book.addBalance(tick, sourcePkscript, { available: -amount });
  const { inscriptionId } = birth;
  book.pendingTransfers.set(inscriptionId, { inscriptionId, tick, originalTick, amount, sourcePkscript });
  return {
    type: 'transfer-inscribe',
    inscriptionId,
    sourcePkscript,
    tick,
    originalTick,
    amount,
    decimals: ticker.decimals,
  };
}
