import { isBrc20ContentType, jsonObject, parseOrdJson, stringField, type Brc20Json } from './brc20Json';
import type { OrdBirth } from './OrdTransfer';

/** The protocols OPI's ord fork hands to its BRC-20 indexer; the module one only for the programmable module. */
const brc20Protocols = ['brc-20', 'brc20-prog', 'brc20-module'];

/**
 * An inscription's JSON when OPI would read it as BRC-20 at all, or undefined: not cursed, a text or JSON content
 * type as ord wrote it, a body serde_json parses, and a known protocol. Such an inscription's every transfer is
 * ignored, as OPI's ord fork drops it from the feed.
 */
export function readBirth(birth: Pick<OrdBirth, 'cursedForBrc20' | 'contentType' | 'content'>): Brc20Json | undefined {
  if (birth.cursedForBrc20 || !isBrc20ContentType(birth.contentType)) return undefined;
  const json = jsonObject(parseOrdJson(birth.content));
  if (json === undefined) return undefined;
  const protocol = stringField(json, 'p');
  if (protocol === undefined || !brc20Protocols.includes(protocol)) return undefined;
  if (protocol === 'brc20-module' && stringField(json, 'module') !== 'BRC20PROG') return undefined;
  return json;
}
