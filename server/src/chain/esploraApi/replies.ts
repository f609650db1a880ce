import type { FastifyReply } from 'fastify';

/** electrs's answer to a malformed hash or txid (bitcoin_hashes' hex error). */
export const invalidHex = 'Invalid hex string';
/** electrs's answer to a path number it cannot parse. */
export const invalidNumber = 'Invalid number';

const hash = /^[0-9a-fA-F]{64}$/;

/** Esplora's errors are plain text with the HTTP status: 400 for what cannot be read, 404 for what is not there. */
export function textReply(reply: FastifyReply, status: number, message: string): string {
  void reply.status(status).type('text/plain');
  return message;
}

export function pathParam(request: { params: unknown }, name: string): string {
  const value = (request.params as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** A block hash or txid from the path, lowercase; undefined when it is not 64 hex digits. */
export function hashParam(request: { params: unknown }, name: string): string | undefined {
  const value = pathParam(request, name);
  return hash.test(value) ? value.toLowerCase() : undefined;
}

/** A path number written as Rust's integer parse takes it (digits, an optional leading '+'); undefined otherwise. */
export function numberParam(request: { params: unknown }, name: string): number | undefined {
  const value = pathParam(request, name);
  return /^\+?[0-9]+$/.test(value) ? Number(value) : undefined;
}
