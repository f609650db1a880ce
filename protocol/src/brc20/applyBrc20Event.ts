import type { Brc20Activity, Brc20InscribeEvent, Brc20MoveEvent } from './Brc20Ledger';
import type { Brc20Deploy, Brc20Mint, Brc20TransferInscription } from './Brc20Operation';
import type { LedgerDraft } from './LedgerDraft';
import { parseBrc20Operation } from './parseBrc20Operation';

/** Applies one new inscription to the draft; returns its activity, or null when the rules ignore it. */
export function applyInscribe(draft: LedgerDraft, height: number, event: Brc20InscribeEvent): Brc20Activity | null {
  const parsed = parseBrc20Operation(event.inscription);
  if (!parsed.ok) return null;
  const { operation } = parsed;
  switch (operation.op) {
    case 'deploy':
      return deploy(draft, height, event, operation);
    case 'mint':
      return mint(draft, height, event, operation);
    case 'transfer':
      return inscribeTransfer(draft, height, event, operation);
  }
}

function deploy(draft: LedgerDraft, height: number, event: Brc20InscribeEvent, op: Brc20Deploy): Brc20Activity | null {
  // The first valid deploy of a tick wins; later ones are ordinary inscriptions.
  if (draft.token(op.tick) !== undefined) return null;
  const { inscriptionId } = event.inscription;
  draft.setToken(op.tick, {
    tick: op.tick,
    displayTick: op.displayTick,
    max: op.max,
    lim: op.lim,
    dec: op.dec,
    selfMint: op.selfMint,
    minted: 0n,
    deployInscriptionId: inscriptionId,
    deployer: event.owner,
    deployHeight: height,
  });
  return { kind: 'deploy', height, txIndex: event.txIndex, inscriptionId, tick: op.tick, address: event.owner };
}

function mint(draft: LedgerDraft, height: number, event: Brc20InscribeEvent, op: Brc20Mint): Brc20Activity | null {
  const token = draft.token(op.tick);
  if (token === undefined || op.amountDecimals > token.dec || op.amount > token.lim) return null;
  // A self-mint token mints only through children of its deploy inscription.
  if (token.selfMint && !event.inscription.parentIds.includes(token.deployInscriptionId)) return null;
  const remaining = token.max - token.minted;
  if (remaining === 0n) return null;
  // The last mint takes whatever remains rather than failing, so the supply can be minted out exactly.
  const amount = op.amount < remaining ? op.amount : remaining;
  draft.setToken(op.tick, { ...token, minted: token.minted + amount });
  const balance = draft.balance(op.tick, event.owner);
  draft.setBalance(op.tick, event.owner, { ...balance, available: balance.available + amount });
  const { inscriptionId } = event.inscription;
  return { kind: 'mint', height, txIndex: event.txIndex, inscriptionId, tick: op.tick, address: event.owner, amount };
}

function inscribeTransfer(
  draft: LedgerDraft,
  height: number,
  event: Brc20InscribeEvent,
  op: Brc20TransferInscription,
): Brc20Activity | null {
  const token = draft.token(op.tick);
  const { inscriptionId } = event.inscription;
  // An inscription id is unique on chain; a repeat must not replace the transfer already waiting under it.
  if (token === undefined || op.amountDecimals > token.dec || draft.pendingTransfer(inscriptionId) !== undefined) {
    return null;
  }
  const balance = draft.balance(op.tick, event.owner);
  if (balance.available < op.amount) return null;
  draft.setBalance(op.tick, event.owner, {
    available: balance.available - op.amount,
    transferable: balance.transferable + op.amount,
  });
  draft.setPendingTransfer(inscriptionId, { inscriptionId, tick: op.tick, amount: op.amount, sender: event.owner });
  return {
    kind: 'transfer-inscribe',
    height,
    txIndex: event.txIndex,
    inscriptionId,
    tick: op.tick,
    address: event.owner,
    amount: op.amount,
  };
}

/**
 * Applies an inscription's move. Only the first move of a valid transfer inscription counts: it pays the receiver,
 * or returns the amount to the sender when sent to themselves or spent as fee. Every other move is ignored.
 */
export function applyMove(draft: LedgerDraft, height: number, event: Brc20MoveEvent): Brc20Activity | null {
  const pending = draft.pendingTransfer(event.inscriptionId);
  if (pending === undefined) return null;
  draft.setPendingTransfer(event.inscriptionId, undefined);
  const { tick, amount, sender } = pending;
  const senderBalance = draft.balance(tick, sender);
  draft.setBalance(tick, sender, { ...senderBalance, transferable: senderBalance.transferable - amount });
  const receiver = event.to ?? sender;
  const receiverBalance = draft.balance(tick, receiver);
  draft.setBalance(tick, receiver, { ...receiverBalance, available: receiverBalance.available + amount });
  return {
    kind: 'transfer',
    height,
    txIndex: event.txIndex,
    inscriptionId: event.inscriptionId,
    tick,
    from: sender,
    to: event.to,
    amount,
  };
}
