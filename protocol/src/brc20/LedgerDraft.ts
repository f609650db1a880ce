import type { Brc20Balance, Brc20BlockUndo, Brc20LedgerState, Brc20PendingTransfer, Brc20Token } from './Brc20Ledger';

const zeroBalance: Brc20Balance = { available: 0n, transferable: 0n };

/**
 * A block's working copy of the ledger. It copies only what a block writes, leaves the given state untouched,
 * and remembers the first value each entry had so the block can be undone exactly.
 */
export class LedgerDraft {
  private readonly tokens: Map<string, Brc20Token>;
  private readonly holders: Map<string, ReadonlyMap<string, Brc20Balance>>;
  private readonly pendingTransfers: Map<string, Brc20PendingTransfer>;
  private readonly oldTokens = new Map<string, Brc20Token | undefined>();
  private readonly oldHolders = new Map<string, Map<string, Brc20Balance | undefined>>();
  private readonly oldPendingTransfers = new Map<string, Brc20PendingTransfer | undefined>();
  /** Ticks whose holders map this draft already owns (copied on the block's first write to the tick). */
  private readonly ownHolders = new Map<string, Map<string, Brc20Balance>>();

  constructor(private readonly base: Brc20LedgerState) {
    this.tokens = new Map(base.tokens);
    this.holders = new Map(base.holders);
    this.pendingTransfers = new Map(base.pendingTransfers);
  }

  token(tick: string): Brc20Token | undefined {
    return this.tokens.get(tick);
  }

  setToken(tick: string, token: Brc20Token | undefined): void {
    if (!this.oldTokens.has(tick)) this.oldTokens.set(tick, this.tokens.get(tick));
    if (token === undefined) this.tokens.delete(tick);
    else this.tokens.set(tick, token);
  }

  balance(tick: string, address: string): Brc20Balance {
    return this.holders.get(tick)?.get(address) ?? zeroBalance;
  }

  setBalance(tick: string, address: string, balance: Brc20Balance | undefined): void {
    const current = this.holders.get(tick);
    let old = this.oldHolders.get(tick);
    if (old === undefined) {
      old = new Map();
      this.oldHolders.set(tick, old);
    }
    if (!old.has(address)) old.set(address, current?.get(address));
    let holders = this.ownHolders.get(tick);
    if (holders === undefined) {
      holders = new Map(current);
      this.ownHolders.set(tick, holders);
    }
    const empty = balance === undefined || (balance.available === 0n && balance.transferable === 0n);
    if (empty) holders.delete(address);
    else holders.set(address, balance);
    if (holders.size === 0) this.holders.delete(tick);
    else this.holders.set(tick, holders);
  }

  pendingTransfer(inscriptionId: string): Brc20PendingTransfer | undefined {
    return this.pendingTransfers.get(inscriptionId);
  }

  setPendingTransfer(inscriptionId: string, transfer: Brc20PendingTransfer | undefined): void {
    if (!this.oldPendingTransfers.has(inscriptionId)) {
      this.oldPendingTransfers.set(inscriptionId, this.pendingTransfers.get(inscriptionId));
    }
    if (transfer === undefined) this.pendingTransfers.delete(inscriptionId);
    else this.pendingTransfers.set(inscriptionId, transfer);
  }

  state(height: number | null): Brc20LedgerState {
    return { height, tokens: this.tokens, holders: this.holders, pendingTransfers: this.pendingTransfers };
  }

  undo(height: number): Brc20BlockUndo {
    return {
      height,
      previousHeight: this.base.height,
      tokens: [...this.oldTokens],
      holders: [...this.oldHolders].flatMap(([tick, old]) =>
        [...old].map(([address, balance]) => [tick, address, balance] as const),
      ),
      pendingTransfers: [...this.oldPendingTransfers],
    };
  }
}
