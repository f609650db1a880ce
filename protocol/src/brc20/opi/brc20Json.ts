/** An inscription body as OPI reads it: a JSON object's own fields, nothing parsed further. */
export type Brc20Json = Readonly<Record<string, unknown>>;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const brc20ContentTypes = ['text/plain', 'application/json'];

/** serde_json refuses a document nested this deep (its recursion budget of 128 runs out on the 128th level). */
const serdeDepthLimit = 128;

/** OPI reads a content type byte for byte: exactly one of the two, or one of them followed by ';' and parameters. */
export function isBrc20ContentType(contentType: Uint8Array | null): boolean {
  if (contentType === null) return false;
  let text: string;
  try {
    text = utf8.decode(contentType);
  } catch {
    return false;
  }
  return brc20ContentTypes.some((type) => text === type || text.startsWith(`${type};`));
}

/**
 * The body as serde_json (which OPI's ord fork parses with) would accept it, or undefined. JSON.parse is close
 * but kinder: these are the documents serde_json refuses that JSON.parse takes. A byte-order mark is kept (so the
 * document is invalid), lone surrogate escapes, numbers beyond f64 and nesting past serde_json's depth fail.
 */
export function parseOrdJson(content: Uint8Array): unknown {
  let value: unknown;
  try {
    value = JSON.parse(utf8.decode(content));
  } catch {
    return undefined;
  }
  return serdeAccepts(value, 0) ? value : undefined;
}

// A surrogate half without its partner: only a \u escape can put one in a string decoded from valid UTF-8.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function serdeAccepts(value: unknown, depth: number): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return !loneSurrogate.test(value);
  if (typeof value !== 'object' || value === null) return true;
  if (depth + 1 >= serdeDepthLimit) return false;
  if (Array.isArray(value)) return value.every((item: unknown) => serdeAccepts(item, depth + 1));
  return Object.entries(value).every(([key, item]) => !loneSurrogate.test(key) && serdeAccepts(item, depth + 1));
}

/** A JSON object's own fields, or undefined for any other JSON value (OPI's field reads find nothing there). */
export function jsonObject(value: unknown): Brc20Json | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return value as Brc20Json;
}

/** A field that is a JSON string; any other type reads as absent, as `get(key).and_then(as_str)` does in OPI. */
export function stringField(json: Brc20Json, key: string): string | undefined {
  if (!Object.hasOwn(json, key)) return undefined;
  const value = json[key];
  return typeof value === 'string' ? value : undefined;
}
