import type { Brc20InscribeEvent, Brc20MoveEvent } from './Brc20Ledger';
import type { Brc20Inscription } from './Brc20Operation';

const utf8 = new TextEncoder();

/** Test fixture: an uncursed text/plain inscription carrying `json`. */
export function inscription(
  inscriptionId: string,
  json: string | Record<string, unknown>,
  extra: Partial<Brc20Inscription> = {},
): Brc20Inscription {
  const text = typeof json === 'string' ? json : JSON.stringify(json);
  return {
    inscriptionId,
    contentType: 'text/plain;charset=utf-8',
    content: utf8.encode(text),
    cursed: false,
    parentIds: [],
    ...extra,
  };
}

/** Test fixture: `owner` inscribes a BRC-20 operation. */
export function inscribe(
  txIndex: number,
  inscriptionId: string,
  owner: string,
  fields: Record<string, unknown>,
  extra: Partial<Brc20Inscription> = {},
): Brc20InscribeEvent {
  return {
    kind: 'inscribe',
    txIndex,
    owner,
    inscription: inscription(inscriptionId, { p: 'brc-20', ...fields }, extra),
  };
}

/** Test fixture: an inscription moves to `to` (null: spent as fee). */
export function move(txIndex: number, inscriptionId: string, to: string | null): Brc20MoveEvent {
  return { kind: 'transfer', txIndex, inscriptionId, to };
}
