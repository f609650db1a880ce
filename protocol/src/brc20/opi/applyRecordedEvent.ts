import { ProtocolError } from '../../ProtocolError';
import type { OpiRuleContext } from './applyOrdTransfer';
import { deliverTransfer } from './moveTransfer';
import type { OpiEvent } from './opiEvents';

type WithoutDecimals<Event> = Event extends unknown ? Omit<Event, 'decimals'> : never;

/**
 * An event as another OPI recorded it (its `activity_on_block`): what it did, without the tick's decimals, which
 * OPI's JSON leaves out of every event but the deploy and the ledger supplies.
 */
export type OpiRecordedEvent =
  Extract<OpiEvent, { type: 'deploy-inscribe' }> | WithoutDecimals<Exclude<OpiEvent, { type: 'deploy-inscribe' }>>;

export type OpiRecordedEventErrorCode = 'brc20-event-inconsistent';

function inconsistent(event: OpiRecordedEvent, why: string): ProtocolError<OpiRecordedEventErrorCode> {
  return new ProtocolError('brc20-event-inconsistent', `${event.type} of ${event.inscriptionId}: ${why}.`);
}

/**
 * Applies an event another OPI recorded, without judging the inscription behind it: the rules already did, there.
 * What is checked is that the event can follow this ledger (its tick deployed, the supply and balance it takes
 * there, the transfer it moves pending), so a source that skipped or invented an event is caught at once rather
 * than as a hash mismatch blocks later. Answers the event as this ledger hashes it.
 */
export function applyRecordedEvent(context: OpiRuleContext, event: OpiRecordedEvent): OpiEvent {
  const { book } = context;
  if (event.type === 'predeploy-inscribe') {
    book.predeploys.set(event.inscriptionId, {
      inscriptionId: event.inscriptionId,
      predeployerPkscript: event.predeployerPkscript,
      hash: event.hash,
      height: event.height,
    });
    return event;
  }
  if (event.type === 'deploy-inscribe') {
    if (book.tickers.get(event.tick) !== undefined) throw inconsistent(event, `${event.tick} is already deployed`);
    book.tickers.set(event.tick, {
      tick: event.tick,
      originalTick: event.originalTick,
      maxSupply: event.maxSupply,
      remainingSupply: event.maxSupply,
      burnedSupply: 0n,
      limitPerMint: event.limitPerMint,
      decimals: event.decimals,
      selfMint: event.selfMint,
      deployInscriptionId: event.inscriptionId,
      deployHeight: context.height,
    });
    return event;
  }
  const ticker = book.tickers.get(event.tick);
  if (ticker === undefined) throw inconsistent(event, `${event.tick} is not deployed`);
  const { decimals } = ticker;
  switch (event.type) {
    case 'mint-inscribe': {
      const { amount } = event;
      if (amount <= 0n || amount > ticker.remainingSupply) throw inconsistent(event, 'it mints more than remains');
      book.updateTicker(event.tick, (current) => ({ ...current, remainingSupply: current.remainingSupply - amount }));
      book.addBalance(event.tick, event.mintedPkscript, { overall: amount, available: amount });
      return { ...event, decimals };
    }
    case 'transfer-inscribe': {
      const { amount, sourcePkscript } = event;
      if (book.pendingTransfers.get(event.inscriptionId) !== undefined)
        throw inconsistent(event, 'this transfer is already pending');
      if (book.balance(event.tick, sourcePkscript).available < amount)
        throw inconsistent(event, 'it locks more than the source has available');
      book.addBalance(event.tick, sourcePkscript, { available: -amount });
      book.pendingTransfers.set(event.inscriptionId, {
        inscriptionId: event.inscriptionId,
        tick: event.tick,
        originalTick: event.originalTick,
        amount,
        sourcePkscript,
      });
      return { ...event, decimals };
    }
    case 'transfer-transfer': {
      const pending = book.pendingTransfers.get(event.inscriptionId);
      if (pending === undefined) throw inconsistent(event, 'no such transfer is pending');
      if (
        pending.tick !== event.tick ||
        pending.amount !== event.amount ||
        pending.sourcePkscript !== event.sourcePkscript
      ) {
        throw inconsistent(event, 'it moves another amount, tick or source than was inscribed');
      }
      deliverTransfer(context, pending, event.spentPkscript);
      return { ...event, decimals };
    }
  }
}
