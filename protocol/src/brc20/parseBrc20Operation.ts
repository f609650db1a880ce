import { BRC20_MAX_AMOUNT, BRC20_SCALE_DECIMALS, parseBrc20Amount } from './amount';
import type { Brc20Inscription, Brc20Operation, Brc20Parse, Brc20Rejection } from './Brc20Operation';
import { normalizeTick, tickByteLength } from './tick';

// The indexers read only plain text and JSON; a charset parameter is the one parameter those types carry.
const brc20ContentType = /^(?:text\/plain|application\/json)\s*(?:;\s*charset\s*=\s*[^\s;]+\s*)?$/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });
const digitsOnly = /^\d+$/;

type Fields = Readonly<Record<string, unknown>>;
type Amount = { readonly value: bigint; readonly fractionDigits: number };
type Step<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: Brc20Rejection };

const refuse = (reason: Brc20Rejection): { readonly ok: false; readonly reason: Brc20Rejection } => ({
  ok: false,
  reason,
});

/** Reads an inscription as a BRC-20 deploy, mint or transfer, or says why it is none. Never throws. */
export function parseBrc20Operation(inscription: Brc20Inscription): Brc20Parse {
  if (inscription.cursed) return refuse('cursed-inscription');
  if (inscription.contentType === null || !brc20ContentType.test(inscription.contentType.trim())) {
    return refuse('unsupported-content-type');
  }
  const fields = readJsonObject(inscription.content);
  if (!fields.ok) return fields;
  return parseFields(fields.value);
}

function readJsonObject(content: Uint8Array): Step<Fields> {
  let text: string;
  try {
    text = utf8.decode(content);
  } catch {
    return refuse('invalid-utf8');
  }
  let json: unknown;
  try {
    // JSON.parse keeps the last of duplicate keys, as the indexers do.
    json = JSON.parse(text);
  } catch {
    return refuse('invalid-json');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return refuse('not-a-json-object');
  return { ok: true, value: json as Fields };
}

function parseFields(fields: Fields): Brc20Parse {
  if (fields.p !== 'brc-20') return refuse('not-brc20');
  const { op, tick } = fields;
  if (op !== 'deploy' && op !== 'mint' && op !== 'transfer') return refuse('unknown-op');
  if (typeof tick !== 'string') return refuse('invalid-tick');
  const selfMint = op === 'deploy' && fields.self_mint === 'true';
  const bytes = tickByteLength(tick);
  // Five-byte ticks exist only as self-mint tokens; mints and transfers of them name the five bytes too.
  if (bytes !== 4 && !(bytes === 5 && (op !== 'deploy' || selfMint))) return refuse('invalid-tick');
  if (op === 'deploy') return parseDeploy(fields, tick, selfMint && bytes === 5);
  const amount = parsePositive(fields.amt, BRC20_SCALE_DECIMALS, 'invalid-amt');
  if (!amount.ok) return amount;
  const operation: Brc20Operation = {
    op,
    tick: normalizeTick(tick),
    amount: amount.value.value,
    amountDecimals: amount.value.fractionDigits,
  };
  return { ok: true, operation };
}

function parseDeploy(fields: Fields, tick: string, selfMint: boolean): Brc20Parse {
  const dec = parseDecimals(fields.dec);
  if (!dec.ok) return dec;
  const max = parseMax(fields.max, dec.value, selfMint);
  if (!max.ok) return max;
  const lim = fields.lim === undefined ? max : parsePositive(fields.lim, dec.value, 'invalid-lim');
  if (!lim.ok) return lim;
  const operation: Brc20Operation = {
    op: 'deploy',
    tick: normalizeTick(tick),
    displayTick: tick,
    max: max.value.value,
    lim: lim.value.value,
    dec: dec.value,
    selfMint,
  };
  return { ok: true, operation };
}

function parseDecimals(dec: unknown): Step<number> {
  if (dec === undefined) return { ok: true, value: BRC20_SCALE_DECIMALS };
  if (typeof dec !== 'string' || !digitsOnly.test(dec)) return refuse('invalid-decimals');
  const value = Number(dec);
  return value > BRC20_SCALE_DECIMALS ? refuse('invalid-decimals') : { ok: true, value };
}

/** A self-mint deploy may write max "0": the indexers read it as the uint64 bound, an unlimited supply. */
function parseMax(max: unknown, dec: number, selfMint: boolean): Step<Amount> {
  const parsed = parseBrc20Amount(max, dec);
  if (!parsed.ok) return refuse('invalid-max');
  if (parsed.value > 0n) return { ok: true, value: parsed };
  return selfMint ? { ok: true, value: { value: BRC20_MAX_AMOUNT, fractionDigits: 0 } } : refuse('invalid-max');
}

function parsePositive(text: unknown, decimals: number, reason: Brc20Rejection): Step<Amount> {
  const parsed = parseBrc20Amount(text, decimals);
  return parsed.ok && parsed.value > 0n ? { ok: true, value: parsed } : refuse(reason);
}
