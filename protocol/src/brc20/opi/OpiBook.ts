import { JournaledMap } from './JournaledMap';
import type { OpiBalance, OpiBlockUndo, OpiPendingTransfer, OpiPredeploy, OpiTicker } from './OpiLedgerState';

/** Ticks cannot hold NUL (OPI refuses them), so it separates a balance's tick from its script. */
export function balanceKey(tick: string, pkscript: string): string {
  return `${tick}\u0000${pkscript}`;
}

/** The tick and script a balance key names. */
export function balanceKeyParts(key: string): readonly [tick: string, pkscript: string] {
  const at = key.indexOf('\u0000');
  return [key.slice(0, at), key.slice(at + 1)];
}

/** Everything the BRC-20 rules read and write, each map journaled so a block can be undone. */
export class OpiBook {
  readonly tickers = new JournaledMap<OpiTicker>();
  readonly balances = new JournaledMap<OpiBalance>();
  readonly pendingTransfers = new JournaledMap<OpiPendingTransfer>();
  readonly predeploys = new JournaledMap<OpiPredeploy>();

  balance(tick: string, pkscript: string): OpiBalance {
    return this.balances.get(balanceKey(tick, pkscript)) ?? { tick, pkscript, overall: 0n, available: 0n };
  }

  /**
   * Adds to a script's balance. Like OPI's table, a balance once written stays listed even at zero.
   * The rules only subtract what they checked is there.
   */
  addBalance(tick: string, pkscript: string, change: { overall?: bigint; available?: bigint }): void {
    const balance = this.balance(tick, pkscript);
    this.balances.set(balanceKey(tick, pkscript), {
      ...balance,
      overall: balance.overall + (change.overall ?? 0n),
      available: balance.available + (change.available ?? 0n),
    });
  }

  updateTicker(tick: string, update: (ticker: OpiTicker) => OpiTicker): void {
    const ticker = this.tickers.get(tick);
    if (ticker !== undefined) this.tickers.set(tick, update(ticker));
  }

  startJournal(): void {
    this.tickers.startJournal();
    this.balances.startJournal();
    this.pendingTransfers.startJournal();
    this.predeploys.startJournal();
  }

  /** The first value of every entry written since `startJournal`, map by map. */
  written(): BookWrites {
    return {
      tickers: this.tickers.written(),
      balances: this.balances.written(),
      pendingTransfers: this.pendingTransfers.written(),
      predeploys: this.predeploys.written(),
    };
  }

  restore(writes: BookWrites): void {
    this.tickers.restore(writes.tickers);
    this.balances.restore(writes.balances);
    this.pendingTransfers.restore(writes.pendingTransfers);
    this.predeploys.restore(writes.predeploys);
  }
}

export type BookWrites = Pick<OpiBlockUndo, 'tickers' | 'balances' | 'pendingTransfers' | 'predeploys'>;
