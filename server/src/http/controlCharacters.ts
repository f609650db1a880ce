import type { FastifyInstance } from 'fastify';
import { ApiError } from './ApiError';

const tab = 0x09;
const lineFeed = 0x0a;
const carriageReturn = 0x0d;
const del = 0x7f;

/**
 * C0 controls and DEL have no place in an address, an id, a name or a search. PostgreSQL text cannot hold
 * U+0000 at all (the query fails), and the rest only hide what a field says. Tab and line breaks stay:
 * descriptions and raw transaction hex pasted from a terminal carry them.
 */
function isControlCharacter(code: number): boolean {
  return (code < 0x20 && code !== tab && code !== lineFeed && code !== carriageReturn) || code === del;
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    if (isControlCharacter(text.charCodeAt(index))) return true;
  }
  return false;
}

/** A field name as the message can show it: control characters written as \u escapes. */
function printable(key: string): string {
  return hasControlCharacter(key) ? JSON.stringify(key).slice(1, -1) : key;
}

/** A value met while walking a body, with the way back to the top (no path copied per level). */
interface Visit {
  readonly value: unknown;
  readonly key: string | undefined;
  readonly parent: Visit | undefined;
}

function dottedPath(visit: Visit, lastKey?: string): string {
  const keys = lastKey === undefined ? [] : [lastKey];
  for (let step: Visit | undefined = visit; step?.key !== undefined; step = step.parent) keys.push(step.key);
  return keys.length === 0 ? 'body' : keys.reverse().join('.');
}

/**
 * The dotted path (`items.2.name`, `body` for the body itself) of a string or object key in a parsed JSON
 * body that holds a control character; undefined when there is none. Walks with its own stack and parent
 * links, so a deeply nested body costs neither call stack nor a path copy per level.
 */
export function fieldWithControlCharacter(body: unknown): string | undefined {
  const pending: Visit[] = [{ value: body, key: undefined, parent: undefined }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) return dottedPath(visit);
    } else if (Array.isArray(value)) {
      value.forEach((item: unknown, index) => pending.push({ value: item, key: String(index), parent: visit }));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (hasControlCharacter(key)) return dottedPath(visit, printable(key));
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}

/**
 * Which part of a raw request URL (`path` or `query`) carries a control character, literally or
 * percent-encoded; undefined when neither does. Control characters are single bytes in UTF-8, so `%XX` is
 * their only encoding.
 */
export function urlPartWithControlCharacter(url: string): 'path' | 'query' | undefined {
  const queryStart = url.indexOf('?');
  const parts = {
    path: queryStart === -1 ? url : url.slice(0, queryStart),
    query: queryStart === -1 ? '' : url.slice(queryStart + 1),
  };
  const carries = (text: string) =>
    hasControlCharacter(text) ||
    [...text.matchAll(/%([0-9a-f]{2})/gi)].some((escape) => isControlCharacter(Number.parseInt(escape[1] ?? '', 16)));
  if (carries(parts.path)) return 'path';
  return carries(parts.query) ? 'query' : undefined;
}

const refusal = (field: string) =>
  new ApiError(
    'invalidRequest',
    `Invalid request. ${field}: must not contain control characters. Remove them and try again.`,
  );

/**
 * Refuses, as an invalidRequest envelope and before any route's own checks or database work, a request whose
 * URL or JSON body carries a control character. One check for every route, present and future.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const part = urlPartWithControlCharacter(request.url);
    done(part === undefined ? undefined : refusal(part));
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const field = fieldWithControlCharacter(request.body);
    done(field === undefined ? undefined : refusal(field));
  });
}
