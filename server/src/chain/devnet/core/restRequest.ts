/** A REST answer's format, from the path's extension (RESTResponseFormat in src/rest.cpp). */
export type RestFormat = 'bin' | 'hex' | 'json' | undefined;

/**
 * ParseDataFormat (src/rest.cpp): the query string dropped, then a known extension after the last '.' taken off as
 * the format. An unknown extension leaves the text whole and the format undefined.
 */
export function parseDataFormat(uriPart: string): { param: string; format: RestFormat } {
  const queryAt = uriPart.lastIndexOf('?');
  const param = queryAt === -1 ? uriPart : uriPart.slice(0, queryAt);
  const dotAt = param.lastIndexOf('.');
  if (dotAt === -1) return { param, format: undefined };
  const suffix = param.slice(dotAt + 1);
  if (suffix === 'bin' || suffix === 'hex' || suffix === 'json')
    return { param: param.slice(0, dotAt), format: suffix };
  // rf_names holds UNDEF as "", so a bare trailing '.' is cut off too.
  return { param: suffix === '' ? param.slice(0, dotAt) : param, format: undefined };
}

/** HTTPRequest::GetQueryParameter: the first value of `key` in the URI's query, decoded. */
export function queryParameter(uriPart: string, key: string): string | undefined {
  const queryAt = uriPart.indexOf('?');
  return queryAt === -1 ? undefined : (new URLSearchParams(uriPart.slice(queryAt + 1)).get(key) ?? undefined);
}

/** uint256::FromHex: exactly 64 hex digits (either case); the lowercase hash, or undefined. */
export function restHash(text: string): string | undefined {
  return /^[0-9a-fA-F]{64}$/.test(text) ? text.toLowerCase() : undefined;
}

/** ToIntegral: optional minus then decimal digits, nothing else; undefined when it is not one or out of range. */
export function restInteger(text: string, min: number, max: number): number | undefined {
  if (!/^-?\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
}

/** SanitizeString(text, SAFE_CHARS_URI): only RFC 3986's characters are echoed back in an error. */
export function sanitizeUri(text: string): string {
  return text.replace(/[^A-Za-z0-9!*'();:@&=+$,/?#[\]\-_.~%]/g, '');
}
