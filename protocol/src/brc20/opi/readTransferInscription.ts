import { stringField } from './brc20Json';
import type { OpiLedger } from './OpiLedger';
import { opiAmount } from './opiAmounts';
import type { OrdBirth } from './OrdTransfer';
import { readBirth } from './readBirth';

/** A transfer inscription as its JSON states it, whether or not the balance covered it. */
export interface TransferInscription {
  readonly tick: string;
  readonly originalTick: string;
  readonly amount: bigint;
}

/**
 * What a birth says when it is a well-formed `brc-20` transfer of a deployed tick, or undefined. A market shows
 * such an inscription to its owner even when the rules refused it (the balance fell short), marked invalid.
 */
export function readTransferInscription(birth: OrdBirth, ledger: OpiLedger): TransferInscription | undefined {
  if (birth.sentAsFee) return undefined;
  const json = readBirth(birth);
  if (json === undefined || stringField(json, 'p') !== 'brc-20' || stringField(json, 'op') !== 'transfer') {
    return undefined;
  }
  const originalTick = stringField(json, 'tick');
  const ticker = originalTick === undefined ? undefined : ledger.ticker(originalTick);
  if (originalTick === undefined || ticker === undefined) return undefined;
  const amount = opiAmount(stringField(json, 'amt'), ticker.decimals, false);
  return amount === undefined ? undefined : { tick: ticker.tick, originalTick, amount };
}
