import { ProtocolError } from '../../ProtocolError';
import { applyOrdTransfer, type OpiRuleContext } from './applyOrdTransfer';
import { applyRecordedEvent, type OpiRecordedEvent } from './applyRecordedEvent';
import type { Brc20Params } from './Brc20Params';
import { blockEventHash, cumulativeEventHash } from './eventHashes';
import { balanceKey, OpiBook } from './OpiBook';
import { opiEventString, type OpiEvent } from './opiEvents';
import type {
  OpiBalance,
  OpiBlockUndo,
  OpiLedgerTip,
  OpiPendingTransfer,
  OpiPredeploy,
  OpiTicker,
} from './OpiLedgerState';
import type { OrdTransferBlock } from './OrdTransfer';

export type OpiLedgerErrorCode = 'brc20-block-out-of-order' | 'brc20-undo-not-tip';

/** Everything a ledger holds besides its tip, as a store keeps it. */
export interface OpiLedgerEntries {
  readonly tickers: Iterable<OpiTicker>;
  readonly balances: Iterable<OpiBalance>;
  readonly pendingTransfers: Iterable<OpiPendingTransfer>;
  readonly predeploys: Iterable<OpiPredeploy>;
}

/** What one block did: its events, their strings as OPI hashes them, the block's and the running hash. */
export interface OpiBlockResult {
  readonly height: number;
  readonly events: readonly OpiEvent[];
  readonly eventStrings: readonly string[];
  readonly blockEventHash: string;
  readonly cumulativeEventHash: string;
  /** Hand to `undoBlock` to put the ledger back as it was before this block (a reorg). */
  readonly undo: OpiBlockUndo;
}

/**
 * The BRC-20 ledger under OPI's rules, keyed by output script as OPI keys it, block after block from the first
 * inscription block with no gap, so its cumulative event hash can be compared with any OPI's at any height.
 * It is written in place; every block hands back its undo.
 */
export class OpiLedger {
  private readonly book = new OpiBook();
  private current: OpiLedgerTip;

  /** A new ledger starts just before the first inscription block, unless given where an earlier one stood. */
  constructor(
    readonly params: Brc20Params,
    tip: OpiLedgerTip = { height: params.firstInscriptionHeight - 1, cumulativeEventHash: null },
  ) {
    this.current = tip;
  }

  /** A ledger as a store kept it after block `tip.height`. */
  static restore(params: Brc20Params, tip: OpiLedgerTip, entries: OpiLedgerEntries): OpiLedger {
    const ledger = new OpiLedger(params, tip);
    const { book } = ledger;
    book.tickers.restore([...entries.tickers].map((ticker) => [ticker.tick, ticker] as const));
    book.balances.restore(
      [...entries.balances].map((balance) => [balanceKey(balance.tick, balance.pkscript), balance] as const),
    );
    book.pendingTransfers.restore(
      [...entries.pendingTransfers].map((transfer) => [transfer.inscriptionId, transfer] as const),
    );
    book.predeploys.restore([...entries.predeploys].map((predeploy) => [predeploy.inscriptionId, predeploy] as const));
    return ledger;
  }

  get tip(): OpiLedgerTip {
    return this.current;
  }

  /** Runs a block's ord transfers through OPI's rules. */
  applyBlock(block: OrdTransferBlock): OpiBlockResult {
    return this.apply(block.height, (context) => {
      const events: OpiEvent[] = [];
      if (block.height < this.params.firstBrc20Height) return events;
      for (const transfer of block.transfers) {
        const event = applyOrdTransfer(context, transfer);
        if (event !== null) events.push(event);
      }
      return events;
    });
  }

  /**
   * Applies the events another OPI recorded for a block, in its order: a ledger started from an OPI's history
   * instead of the chain's. Throws `brc20-event-inconsistent` (leaving the ledger as it was) when one cannot follow.
   */
  applyRecordedBlock(height: number, recorded: readonly OpiRecordedEvent[]): OpiBlockResult {
    return this.apply(height, (context) => recorded.map((event) => applyRecordedEvent(context, event)));
  }

  private apply(height: number, run: (context: OpiRuleContext) => OpiEvent[]): OpiBlockResult {
    if (height !== this.current.height + 1) {
      throw new ProtocolError<OpiLedgerErrorCode>(
        'brc20-block-out-of-order',
        `Block ${height} does not follow the ledger's last block ${this.current.height}.`,
      );
    }
    const previousTip = this.current;
    this.book.startJournal();
    let events: OpiEvent[];
    try {
      events = run({ book: this.book, height, params: this.params });
    } catch (error) {
      this.book.restore(this.book.written());
      throw error;
    }
    const eventStrings = events.map(opiEventString);
    const blockHash = blockEventHash(eventStrings);
    const cumulative = cumulativeEventHash(previousTip.cumulativeEventHash, blockHash);
    this.current = { height, cumulativeEventHash: cumulative };
    const undo: OpiBlockUndo = { height, previousTip, ...this.book.written() };
    return { height, events, eventStrings, blockEventHash: blockHash, cumulativeEventHash: cumulative, undo };
  }

  /** Puts the ledger back before its last block; blocks are undone newest first. */
  undoBlock(undo: OpiBlockUndo): void {
    if (undo.height !== this.current.height) {
      throw new ProtocolError<OpiLedgerErrorCode>(
        'brc20-undo-not-tip',
        `Undo data is for block ${undo.height}, but the ledger's last block is ${this.current.height}.`,
      );
    }
    this.book.restore(undo);
    this.current = undo.previousTip;
  }

  ticker(tick: string): OpiTicker | undefined {
    return this.book.tickers.get(tick.toLowerCase());
  }

  balance(tick: string, pkscript: string): OpiBalance {
    return this.book.balance(tick, pkscript);
  }

  pendingTransfer(inscriptionId: string): OpiPendingTransfer | undefined {
    return this.book.pendingTransfers.get(inscriptionId);
  }

  predeploy(inscriptionId: string): OpiPredeploy | undefined {
    return this.book.predeploys.get(inscriptionId);
  }

  /** Every deployed tick, by tick. */
  tickers(): OpiTicker[] {
    return [...this.book.tickers.values()].sort((a, b) => compare(a.tick, b.tick));
  }

  /** Valid transfer inscriptions not moved yet, by inscription id. */
  pendingTransfers(): OpiPendingTransfer[] {
    return [...this.book.pendingTransfers.values()].sort((a, b) => compare(a.inscriptionId, b.inscriptionId));
  }

  predeploys(): OpiPredeploy[] {
    return [...this.book.predeploys.values()].sort((a, b) => compare(a.inscriptionId, b.inscriptionId));
  }

  /** Every balance ever written, zero ones included as OPI lists them, by tick then script. */
  balances(): OpiBalance[] {
    return [...this.book.balances.values()].sort((a, b) => compare(a.tick, b.tick) || compare(a.pkscript, b.pkscript));
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
