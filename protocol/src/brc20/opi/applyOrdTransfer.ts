import type { Brc20Json } from './brc20Json';
import { stringField } from './brc20Json';
import type { Brc20Params } from './Brc20Params';
import { deployTicker } from './deployTicker';
import { inscribeTransfer } from './inscribeTransfer';
import { mintTicker } from './mintTicker';
import { moveTransfer } from './moveTransfer';
import type { OpiBook } from './OpiBook';
import type { OpiEvent } from './opiEvents';
import type { OrdBirth, OrdTransfer } from './OrdTransfer';
import { readBirth } from './readBirth';

/** What a rule needs besides the transfer: the ledger, the block's height and the network's activation heights. */
export interface OpiRuleContext {
  readonly book: OpiBook;
  readonly height: number;
  readonly params: Brc20Params;
}

/** A birth's operation as the rules read it: its JSON, lowercase tick, tick as written, and that tick's byte length. */
export interface Brc20Inscribed {
  readonly birth: OrdBirth;
  readonly json: Brc20Json;
  readonly tick: string;
  readonly originalTick: string;
  readonly tickBytes: number;
}

/** A predeploy may come this many blocks before 6-byte ticks open, so its deploy can follow at once. */
const predeployAcceptanceDelay = 10;
const utf8 = new TextEncoder();

/**
 * Applies one ord transfer under OPI's rules and returns the event it records, or null when it records none.
 * Only a transfer inscription's first move counts: every other move finds no pending transfer and does nothing.
 * The programmable module's own operations (brc20-prog, and brc20-module withdrawals) are not followed here.
 */
export function applyOrdTransfer(context: OpiRuleContext, transfer: OrdTransfer): OpiEvent | null {
  if (transfer.kind === 'move') return moveTransfer(context, transfer);
  if (transfer.sentAsFee) return null; // revealed straight into the fee: OPI never reads it
  const json = readBirth(transfer);
  if (json === undefined) return null;
  const protocol = stringField(json, 'p');
  const op = stringField(json, 'op');
  if (op === undefined || protocol === 'brc20-prog') return null;
  if (op === 'predeploy') return predeploy(context, transfer, json);
  const originalTick = stringField(json, 'tick');
  if (originalTick === undefined) return null;
  const tick = originalTick.toLowerCase();
  if (tick.includes('\u0000') || originalTick.includes('\u0000')) return null;
  const tickBytes = utf8.encode(originalTick).length;
  const sixByteOpen =
    tickBytes === 6 && /^[a-z0-9-]+$/.test(tick) && context.height >= context.params.firstBrc20ProgPhaseOneHeight;
  if (tickBytes !== 4 && tickBytes !== 5 && !sixByteOpen) return null;
  if (protocol === 'brc20-module') return null;
  const inscribed: Brc20Inscribed = { birth: transfer, json, tick, originalTick, tickBytes };
  switch (op) {
    case 'deploy':
      return deployTicker(context, inscribed);
    case 'mint':
      return mintTicker(context, inscribed);
    case 'transfer':
      return inscribeTransfer(context, inscribed);
    default:
      return null;
  }
}

function predeploy(context: OpiRuleContext, birth: OrdBirth, json: Brc20Json): OpiEvent | null {
  if (context.height < context.params.firstBrc20ProgPhaseOneHeight - predeployAcceptanceDelay) return null;
  const hash = stringField(json, 'hash');
  if (hash === undefined) return null;
  const predeploy = {
    inscriptionId: birth.inscriptionId,
    predeployerPkscript: birth.newPkscript,
    hash,
    height: context.height,
  };
  context.book.predeploys.set(birth.inscriptionId, predeploy);
  return { type: 'predeploy-inscribe', ...predeploy };
}
