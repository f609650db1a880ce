import { bitcoin, bytesToHex, concatBytes, hashFromTxid, hexToBytes } from '@ordmarket/protocol';
import type { RouteModule } from '../../../http/services';
import { blockByHash, blocksFrom, storedTransaction } from '../store/coreReads';
import { activeTip, blockView, headerViews, type BlockDetail } from './blockViews';
import { blockchainInfo } from './chainInfo';
import { libeventDefaultType, sendExact } from './exactReply';
import { type JsonValue, writeJson } from './jsonText';
import { mempoolInfo } from './mempoolInfo';
import { parseDataFormat, queryParameter, restHash, restInteger, sanitizeUri, type RestFormat } from './restRequest';
import type { CoreContext } from './rpcMethod';
import { txJson } from './txJson';

/** src/rest.cpp's answers: a status, Core's Content-Type and the body. */
interface RestAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string | Uint8Array;
}

/** RESTERR: plain text and a CRLF. */
const restError = (status: number, message: string): RestAnswer => ({
  status,
  contentType: 'text/plain',
  body: `${message}\r\n`,
});
const allFormats = '.bin, .hex, .json';
const maxHeaders = 2000;

/** The two renderings of one thing (its bytes for .bin and .hex, its JSON), each computed only when asked for. */
interface Renderings {
  readonly bytes: () => Promise<Uint8Array>;
  readonly json: () => Promise<JsonValue>;
}

async function rendered(format: RestFormat, renderings: Renderings): Promise<RestAnswer> {
  switch (format) {
    case 'bin':
      return { status: 200, contentType: 'application/octet-stream', body: await renderings.bytes() };
    case 'hex':
      return { status: 200, contentType: 'text/plain', body: `${bytesToHex(await renderings.bytes())}\n` };
    case 'json':
      return { status: 200, contentType: 'application/json', body: `${writeJson(await renderings.json())}\n` };
    case undefined:
      return restError(404, `output format not found (available: ${allFormats})`);
  }
}

const jsonOnly = async (format: RestFormat, json: () => Promise<JsonValue>): Promise<RestAnswer> =>
  format === 'json'
    ? { status: 200, contentType: 'application/json', body: `${writeJson(await json())}\n` }
    : restError(404, 'output format not found (available: json)');

/** rest_block: the block's bytes, or its JSON (every transaction with prevouts, or ids only for notxdetails). */
async function restBlock({ db, devnet }: CoreContext, uriPart: string, detail: BlockDetail): Promise<RestAnswer> {
  const { param, format } = parseDataFormat(uriPart);
  const hash = restHash(param);
  if (hash === undefined) return restError(400, `Invalid hash: ${param}`);
  const row = await blockByHash(db, hash);
  // Core reads the block's bytes before it looks at the format, JSON included.
  const raw = row && (await devnet.blockRaw(row.hash));
  if (row === undefined || raw === undefined) return restError(404, `${param} not found`);
  return rendered(format, { bytes: () => Promise.resolve(raw), json: () => blockView(db, row, detail) });
}

/** rest_headers: `<hash>.<ext>?count=N` (5 by default) or the older `<count>/<hash>.<ext>`; the active chain up from there. */
async function restHeaders({ db }: CoreContext, uriPart: string): Promise<RestAnswer> {
  const { param, format } = parseDataFormat(uriPart);
  const path = param.split('/');
  let rawCount: string;
  let hashText: string;
  if (path.length === 2) {
    [rawCount = '', hashText = ''] = path;
  } else if (path.length === 1) {
    hashText = param;
    rawCount = queryParameter(uriPart, 'count') ?? '5';
  } else {
    return restError(400, 'Invalid URI format. Expected /rest/headers/<hash>.<ext>?count=<count>');
  }
  const count = restInteger(rawCount, 1, maxHeaders);
  if (count === undefined) {
    return restError(400, `Header count is invalid or out of acceptable range (1-${maxHeaders}): ${rawCount}`);
  }
  const hash = restHash(hashText);
  if (hash === undefined) return restError(400, `Invalid hash: ${hashText}`);
  const start = await blockByHash(db, hash);
  const headers = start === undefined ? { rows: [], json: [] } : await headerViews(db, start, count);
  return rendered(format, {
    bytes: () => Promise.resolve(concatBytes(headers.rows.map(({ header }) => hexToBytes(header)))),
    json: () => Promise.resolve(headers.json),
  });
}

/** rest_tx: like getrawtransaction on a -txindex node, found in the mempool or any block but genesis. */
async function restTx({ db }: CoreContext, uriPart: string): Promise<RestAnswer> {
  const { param, format } = parseDataFormat(uriPart);
  const txid = restHash(param);
  if (txid === undefined) return restError(400, `Invalid hash: ${param}`);
  const stored = await storedTransaction(db, txid);
  if (stored === undefined || stored.blockHeight === 0) return restError(404, `${param} not found`);
  return rendered(format, {
    bytes: () => Promise.resolve(hexToBytes(stored.raw)),
    json: () =>
      Promise.resolve(txJson(bitcoin.Transaction.fromHex(stored.raw), { blockHash: stored.blockHash ?? undefined })),
  });
}

/** rest_blockhash_by_height: the active chain's hash at a height (its bytes in internal order for .bin). */
async function restBlockHashByHeight({ db }: CoreContext, uriPart: string): Promise<RestAnswer> {
  const { param, format } = parseDataFormat(uriPart);
  const height = restInteger(param, 0, 2 ** 31 - 1);
  if (height === undefined) return restError(400, `Invalid height: ${sanitizeUri(param)}`);
  const tip = await activeTip(db);
  const [row] = height > tip.height ? [] : await blocksFrom(db, height, 1);
  if (row === undefined) return restError(404, 'Block height out of range');
  // The hash's bytes are in internal order, its hex in display order (uint256::GetHex), as Core writes them.
  if (format === 'hex') return { status: 200, contentType: 'text/plain', body: `${row.hash}\n` };
  return rendered(format, {
    bytes: () => Promise.resolve(hashFromTxid(row.hash)),
    json: () => Promise.resolve({ blockhash: row.hash }),
  });
}

/** rest_mempool: `info.json` only; Core's `contents` (entries with their arrival times) the devnet does not keep. */
async function restMempool({ db }: CoreContext, uriPart: string): Promise<RestAnswer | undefined> {
  const { param, format } = parseDataFormat(uriPart);
  if (param === 'contents') return undefined;
  if (param !== 'info') return restError(400, 'Invalid URI format. Expected /rest/mempool/<info|contents>.json');
  return jsonOnly(format, () => mempoolInfo(db));
}

type RestHandler = (context: CoreContext, uriPart: string) => Promise<RestAnswer | undefined>;

/** uri_prefixes in Core's order, each handed the URI after its prefix (query string included). */
const handlers: ReadonlyArray<readonly [string, RestHandler]> = [
  ['/rest/tx/', restTx],
  ['/rest/block/notxdetails/', (context, part) => restBlock(context, part, 'txids')],
  ['/rest/block/', (context, part) => restBlock(context, part, 'prevouts')],
  ['/rest/chaininfo', ({ db }, part) => jsonOnly(parseDataFormat(part).format, () => blockchainInfo(db))],
  ['/rest/mempool/', restMempool],
  ['/rest/headers/', restHeaders],
  ['/rest/blockhashbyheight/', restBlockHashByHeight],
];

const mountedAt = '/bitcoin-rpc';

/**
 * Bitcoin Core's REST interface (src/rest.cpp, Core 28) under /bitcoin-rpc/rest/, open like Core's (-rest needs no
 * credentials): blocks, headers, block hashes by height, transactions, chain and mempool info, with Core's status
 * codes and plain-text errors. What the devnet does not serve (block filters, getutxos, deployment info, mempool
 * contents) answers as an unknown path does on bitcoind: 404 with no body.
 */
export const coreRestRoutes: RouteModule<'database' | 'devnet'> = (app, { database, devnet }) => {
  if (devnet === undefined) return;
  const context: CoreContext = { db: database.db, devnet };
  app.get(`${mountedAt}/rest/*`, { schema: { hide: true } }, async (request, reply) => {
    const uri = request.url.slice(mountedAt.length);
    const handler = handlers.find(([prefix]) => uri.startsWith(prefix));
    const answer = handler && (await handler[1](context, uri.slice(handler[0].length)));
    if (answer === undefined) return sendExact(reply, 404, libeventDefaultType, '');
    return sendExact(reply, answer.status, answer.contentType, answer.body);
  });
};
