import type { Brc20Inscribed, OpiRuleContext } from './applyOrdTransfer';
import { stringField } from './brc20Json';
import { opiAmount } from './opiAmounts';
import type { OpiEvent } from './opiEvents';

/**
 * A mint of a deployed tick credits the script it landed in: at most the limit per mint, and the last one takes
 * whatever supply remains. A self-mint tick mints only through children of its deploy inscription.
 */
export function mintTicker(context: OpiRuleContext, inscribed: Brc20Inscribed): OpiEvent | null {
  const { book } = context;
  const { birth, json, tick, originalTick } = inscribed;
  const ticker = book.tickers.get(tick);
  if (ticker === undefined) return null;
  let amount = opiAmount(stringField(json, 'amt'), ticker.decimals, false);
  if (amount === undefined) return null;
  if (ticker.selfMint && birth.parentId !== ticker.deployInscriptionId) return null;
  if (ticker.remainingSupply === 0n || amount > ticker.limitPerMint) return null;
  if (amount > ticker.remainingSupply) amount = ticker.remainingSupply;

  const minted = amount;
  book.updateTicker(tick, (current) => ({ ...current, remainingSupply: current.remainingSupply - minted }));
  book.addBalance(tick, birth.newPkscript, { overall: minted, available: minted });
  return {
    type: 'mint-inscribe',
    inscriptionId: birth.inscriptionId,
    mintedPkscript: birth.newPkscript,
    tick,
    originalTick,
    amount: minted,
    decimals: ticker.decimals,
    parentId: birth.parentId ?? '',
  };
}
