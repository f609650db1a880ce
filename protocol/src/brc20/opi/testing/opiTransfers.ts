import type { OpiRecordedEvent } from '../applyRecordedEvent';
import type { OpiEvent } from '../opiEvents';
import type { OrdBirth, OrdMove } from '../OrdTransfer';

/** Output scripts of every kind OPI keys balances by, addressable or not. */
export const scripts = {
  alice: `5120${'a1'.repeat(32)}`,
  bob: `0014${'b0'.repeat(20)}`,
  carol: `76a914${'c0'.repeat(20)}88ac`,
  /** Pay-to-pubkey: no address, still a holder. */
  payToPubkey: `2102${'d0'.repeat(32)}ac`,
  /** Bare 1-of-1 multisig. */
  bareMultisig: `512103${'e0'.repeat(32)}51ae`,
  bareOpReturn: '6a',
  opReturnWithData: '6a0568656c6c6f',
} as const;

let counter = 0;

/** A fresh inscription id (the reveal's txid and envelope 0). */
export function inscriptionId(): string {
  counter += 1;
  return `${counter.toString(16).padStart(64, '0')}i0`;
}

const utf8 = new TextEncoder();

/** An inscription revealed into `pkscript`, with a text/plain JSON body unless told otherwise. */
export function birth(pkscript: string, body: object | string, options: Partial<OrdBirth> = {}): OrdBirth {
  return {
    kind: 'birth',
    inscriptionId: inscriptionId(),
    newPkscript: pkscript,
    sentAsFee: false,
    contentType: utf8.encode('text/plain;charset=utf-8'),
    content: utf8.encode(typeof body === 'string' ? body : JSON.stringify(body)),
    parentId: null,
    cursedForBrc20: false,
    ...options,
  };
}

/** The first move of an inscription into `pkscript`. */
export function move(inscribed: { inscriptionId: string }, pkscript: string, options: Partial<OrdMove> = {}): OrdMove {
  return {
    kind: 'move',
    inscriptionId: inscribed.inscriptionId,
    oldSatpoint: `${inscribed.inscriptionId.slice(0, 64)}:0:0`,
    newPkscript: pkscript,
    sentAsFee: false,
    ...options,
  };
}

export const deploy = (tick: string, fields: Record<string, unknown> = {}) => ({
  p: 'brc-20',
  op: 'deploy',
  tick,
  max: '21000000',
  lim: '1000',
  ...fields,
});
export const mint = (tick: string, amt: unknown) => ({ p: 'brc-20', op: 'mint', tick, amt });
export const transfer = (tick: string, amt: unknown) => ({ p: 'brc-20', op: 'transfer', tick, amt });

/** The event as OPI's JSON records it: without the tick's decimals, which only a deploy states. */
export function recordedByOpi(event: OpiEvent): OpiRecordedEvent {
  const fields = Object.entries(event).filter(([key]) => key !== 'decimals' || event.type === 'deploy-inscribe');
  return Object.fromEntries(fields) as OpiRecordedEvent;
}
