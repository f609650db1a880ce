import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseInscriptions } from '@ordmarket/protocol';
import type { Database } from '../db/database';
import { activity, inscriptionContents, inscriptions } from '../db/schema';
import type { RouteModule } from '../http/services';
import { indexedTip } from './indexedTip';
import type { EsploraOutspend, EsploraTx } from '../chain/ChainSource';
import type { Devnet } from '../chain/devnet/Devnet';

/**
 * The part of ord's server the market reads, as ord 0.27 answers it (`ord server --regtest`, with its inscription
 * index and without --index-sats, --index-runes or --index-addresses), from this server's own index of its devnet.
 * A second server can so learn what happened before its start height exactly as it would from ord on mainnet.
 *
 * Like ord it knows what it has indexed: the market's indexer is its index (an inscription, a block's list, the
 * inscriptions and `indexed` of an output), while the devnet plays Bitcoin Core (an output's value, script, spent
 * and confirmations). JSON comes with `Accept: application/json` exactly, as ord's AcceptJson wants; otherwise the
 * page is a plain HTML rendering, not ord's explorer. What it cannot say as ord would: it has no sat or rune index
 * (`sat`, `sat_ranges`, `runes` are null, as ord answers without those indexes); unbound inscriptions, which the
 * market does not number, are unknown here; inscription properties are always ord's defaults; charms are only
 * `vindicated` (an inscription ord would have cursed, numbered as ord does after the jubilee) and `burned`;
 * addresses are the devnet's. Under /ord, on the embedded devnet only.
 */
export const ordRoutes: RouteModule<'database' | 'devnet' | 'indexer'> = (app, { database, devnet, indexer }) => {
  if (devnet === undefined) return;
  const db = database.db;
  const plain = { schema: { hide: true } };
  const started = new Date();

  app.get('/ord/r/blockheight', plain, async (_request, reply) => {
    const tip = await indexedTip(db);
    if (tip === undefined) return notFound(reply, 'blockheight');
    return sendText(reply, 200, String(tip.height));
  });

  app.get('/ord/status', plain, async (request, reply) => {
    const tip = await indexedTip(db);
    const [counts] = await db
      .select({
        blessed: sql<number>`count(*) filter (where ${inscriptions.number} >= 0)`.mapWith(Number),
        cursed: sql<number>`count(*) filter (where ${inscriptions.number} < 0)`.mapWith(Number),
      })
      .from(inscriptions);
    const blessed = counts?.blessed ?? 0;
    const cursed = counts?.cursed ?? 0;
    const now = new Date();
    // src/templates/status.rs StatusHtml, in its field order.
    const status = {
      address_index: false,
      blessed_inscriptions: blessed,
      chain: 'regtest',
      cursed_inscriptions: cursed,
      height: tip?.height ?? null,
      // ord's time to build its index from scratch; the market's index follows the devnet from its start.
      initial_sync_time: duration(0),
      inscription_index: true,
      inscriptions: blessed + cursed,
      json_api: true,
      lost_sats: 0,
      minimum_rune_for_next_block: runeName(minimumRuneAtHeight(tip === undefined ? 0 : tip.height + 1)),
      rune_index: false,
      runes: 0,
      sat_index: false,
      started: rfc3339(started),
      transaction_index: false,
      // ord's word for a reorg deeper than it can undo, which is the only reason the market's indexer stops.
      unrecoverably_reorged: indexer.stoppedBecause() !== undefined,
      uptime: duration(now.getTime() - started.getTime()),
    };
    return answer(request, reply, 'Status', status);
  });

  app.get<{ Params: { query: string } }>('/ord/inscription/:query', plain, async (request, reply) => {
    const query = request.params.query;
    let row: InscriptionRow | undefined;
    let asked = query;
    if (/^[0-9a-fA-F]{64}i\d+$/.test(query)) {
      const id = parseInscriptionId(query);
      if (id === undefined) return badUrl(reply, `invalid inscription id \`${query}\``);
      asked = id;
      [row] = await db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, id));
    } else if (/^-?[0-9]{1,63}$/.test(query)) {
      // ord's query::Inscription: an inscription number, an i32.
      const number = Number(query);
      if (!Number.isSafeInteger(number) || number > 2 ** 31 - 1 || number < -(2 ** 31)) {
        return badUrl(reply, `number too large to fit in target type`);
      }
      asked = String(number);
      [row] = await db.select().from(inscriptions).where(eq(inscriptions.number, number));
    } else if (/^[a-z]{1,11}$/.test(query)) {
      // A sat name: ord looks it up only with --index-sats.
      return sendText(reply, 404, 'sat index required', true);
    } else {
      return badUrl(reply, `bad inscription query ${query}`);
    }
    const info = row && (await inscriptionJson(db, devnet, row));
    if (jsonWanted(request)) return sendJson(reply, info === undefined ? 404 : 200, info ?? null);
    if (info === undefined) return notFound(reply, `inscription ${asked}`);
    return sendHtml(reply, `Inscription ${info.number}`, info);
  });

  app.get<{ Params: { outpoint: string } }>('/ord/output/:outpoint', plain, async (request, reply) => {
    const outpoint = parseOutpoint(request.params.outpoint);
    if (outpoint === undefined) return badUrl(reply, `invalid outpoint \`${request.params.outpoint}\``);
    const [output] = await outputsJson(db, devnet, [outpoint]);
    if (output === undefined) return notFound(reply, `output ${outpoint}`);
    return answer(request, reply, `Output ${outpoint}`, output);
  });

  // POST /outputs reads its body as ord's axum Json extractor does, so this scope takes any body as text.
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, parsed) => {
      parsed(null, body);
    });
    scope.post('/ord/outputs', plain, async (request, reply) => {
      if (!isJsonContentType(request.headers['content-type'])) {
        return sendText(reply, 415, 'Expected request with `Content-Type: application/json`');
      }
      let body: unknown;
      try {
        body = JSON.parse(typeof request.body === 'string' ? request.body : '');
      } catch (error) {
        return sendText(reply, 400, `Failed to parse the request body as JSON: ${(error as Error).message}`);
      }
      if (!Array.isArray(body)) {
        return sendText(reply, 422, 'Failed to deserialize the JSON body into the target type: expected a sequence');
      }
      const outpoints: string[] = [];
      for (const [index, item] of body.entries()) {
        const outpoint = typeof item === 'string' ? parseOutpoint(item) : undefined;
        if (outpoint === undefined) {
          return sendText(
            reply,
            422,
            `Failed to deserialize the JSON body into the target type: [${index}]: expected an outpoint (txid:vout)`,
          );
        }
        outpoints.push(outpoint);
      }
      // ord answers a request without Accept: application/json a bare 404.
      if (!jsonWanted(request)) return reply.status(404).send();
      const outputs = await outputsJson(db, devnet, outpoints);
      const unknown = outpoints.findIndex((_outpoint, index) => outputs[index] === undefined);
      if (unknown !== -1) return notFound(reply, `output ${outpoints[unknown] ?? ''}`);
      return sendJson(reply, 200, outputs);
    });
    done();
  });

  const blockPage = async (request: FastifyRequest, reply: FastifyReply, heightText: string, pageText?: string) => {
    const height = parseU32(heightText);
    if (height === undefined)
      return badUrl(reply, pathParseError('height', heightText, pageText === undefined ? undefined : 0));
    const page = pageText === undefined ? 0 : parseU32(pageText);
    if (page === undefined) return badUrl(reply, pathParseError('page', pageText ?? '', 1));
    // A block the market has not indexed has no rows here: ord too lists nothing for it (200, never 404).
    const ids = await db
      .select({ id: inscriptions.inscriptionId })
      .from(inscriptions)
      .where(eq(inscriptions.genesisHeight, height))
      .orderBy(asc(inscriptions.number))
      .limit(blockPageSize + 1)
      .offset(page * blockPageSize);
    const listed = {
      ids: ids.slice(0, blockPageSize).map(({ id }) => id),
      more: ids.length > blockPageSize,
      page_index: page,
    };
    return answer(request, reply, `Inscriptions in Block ${height}`, listed);
  };
  app.get<{ Params: { height: string } }>('/ord/inscriptions/block/:height', plain, (request, reply) =>
    blockPage(request, reply, request.params.height),
  );
  app.get<{ Params: { height: string; page: string } }>(
    '/ord/inscriptions/block/:height/:page',
    plain,
    (request, reply) => blockPage(request, reply, request.params.height, request.params.page),
  );

  app.get<{ Params: { id: string } }>('/ord/content/:id', plain, async (request, reply) => {
    const id = parseInscriptionId(request.params.id);
    if (id === undefined) return badUrl(reply, `invalid inscription id \`${request.params.id}\``);
    const contentOf = async (inscriptionId: string) => {
      const [row] = await db
        .select()
        .from(inscriptionContents)
        .where(eq(inscriptionContents.inscriptionId, inscriptionId));
      return row;
    };
    // src/subcommand/server/r.rs content_inner and content_response.
    const own = await contentOf(id);
    if (own === undefined) return notFound(reply, `inscription ${id}`);
    const shown = own.delegate === null ? own : await contentOf(own.delegate);
    if (shown === undefined) return notFound(reply, `delegate ${id}`);
    if (shown.body === null) return notFound(reply, `inscription ${id} content`);
    const encoding = headerValue(shown.contentEncoding);
    const accepted = request.headers['accept-encoding'];
    if (encoding !== undefined && !acceptsEncoding(accepted, encoding)) {
      return sendText(
        reply,
        406,
        `inscription content encoding \`${encoding}\` is not acceptable. ` +
          (accepted === undefined
            ? '`Accept-Encoding` header not present'
            : `\`Accept-Encoding\` header: \`${accepted}\``),
      );
    }
    void reply
      .header('content-security-policy', contentPolicies)
      .header('cache-control', 'public, max-age=1209600, immutable')
      .header('content-type', headerValue(shown.contentType) ?? 'application/octet-stream');
    // Sent as stored: a client that names the encoding decodes it (the server's compression leaves it alone).
    if (encoding !== undefined) void reply.header('content-encoding', encoding);
    return reply.status(200).send(Buffer.from(shown.body));
  });
};

/** ord lists a block's inscriptions 100 to a page (server.rs PAGE_SIZE). */
const blockPageSize = 100;

/** r.rs content_response's two policies (ord run without --csp-origin), one header line each in ord. */
const contentPolicies = [
  "default-src 'self' 'unsafe-eval' 'unsafe-inline' data: blob:",
  "default-src *:*/content/ *:*/blockheight *:*/blockhash *:*/blockhash/ *:*/blocktime *:*/r/ 'unsafe-eval' 'unsafe-inline' data: blob:",
];

/** ord's AcceptJson: the Accept header is exactly `application/json`. */
function jsonWanted(request: FastifyRequest): boolean {
  return request.headers.accept === 'application/json';
}

/** accept_encoding.rs is_acceptable: an entry of the list, parameters cut off, is the encoding (q-values unread). */
function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  return (header ?? '').split(',').some((entry) => (entry.split(';')[0] ?? '').trim() === encoding);
}

/** axum's Json extractor: `application/json` or an `application/*+json` type. */
function isJsonContentType(header: string | undefined): boolean {
  const essence = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const [type, subtype = ''] = essence.split('/');
  return type === 'application' && (subtype === 'json' || subtype.endsWith('+json'));
}

/** A header value ord would send (visible ASCII, spaces and tabs), or undefined. */
function headerValue(value: string | null): string | undefined {
  return value !== null && /^[\t\x20-\x7e]*$/.test(value) ? value : undefined;
}

function sendText(reply: FastifyReply, status: number, text: string, noStore = false): FastifyReply {
  void reply.status(status).type('text/plain; charset=utf-8');
  if (noStore) void reply.header('cache-control', 'no-store');
  return reply.send(text);
}

/** error.rs NotFound: `<what> not found`, never cached. */
function notFound(reply: FastifyReply, what: string): FastifyReply {
  return sendText(reply, 404, `${what} not found`, true);
}

/** axum's Path rejection (400, `Invalid URL: ...`); the devnet's wording of the reason. */
function badUrl(reply: FastifyReply, reason: string): FastifyReply {
  return sendText(reply, 400, `Invalid URL: ${reason}`);
}

/** axum's words for a path segment that is not a u32: by name alone, or by index among several. */
function pathParseError(key: string, value: string, index: number | undefined): string {
  return index === undefined
    ? `Cannot parse \`${key}\` with value \`${value}\` to a \`u32\``
    : `Cannot parse value at index ${index} with value \`${value}\` to a \`u32\``;
}

/** axum's Json: `content-type: application/json` with no charset (a Buffer, which Fastify leaves unlabelled). */
function sendJson(reply: FastifyReply, status: number, value: unknown): FastifyReply {
  return reply
    .status(status)
    .type('application/json')
    .send(Buffer.from(JSON.stringify(value)));
}

function answer(request: FastifyRequest, reply: FastifyReply, title: string, value: unknown): FastifyReply {
  return jsonWanted(request) ? sendJson(reply, 200, value) : sendHtml(reply, title, value);
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** What a browser gets in place of ord's explorer page: the page's title and the same facts. */
function sendHtml(reply: FastifyReply, title: string, value: unknown): FastifyReply {
  const escape = (text: string) => text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
  const page =
    `<!doctype html>\n<html lang=en>\n<head><meta charset=utf-8><title>${escape(title)}</title></head>\n` +
    `<body><h1>${escape(title)}</h1><pre>${escape(JSON.stringify(value, null, 2))}</pre></body>\n</html>\n`;
  return reply.status(200).type('text/html; charset=utf-8').send(page);
}

function parseU32(text: string): number | undefined {
  if (!/^\+?\d+$/.test(text)) return undefined;
  const value = Number(text.replace(/^\+/, ''));
  return value <= 0xffff_ffff ? value : undefined;
}

/** An inscription id as ord parses one (hex in either case, index a u32), written as ord writes it. */
function parseInscriptionId(text: string): string | undefined {
  const match = /^([0-9a-fA-F]{64})i(\d+)$/.exec(text);
  const index = match?.[2] === undefined ? undefined : parseU32(match[2]);
  return match?.[1] === undefined || index === undefined ? undefined : `${match[1].toLowerCase()}i${index}`;
}

/** An outpoint as rust-bitcoin parses one (`txid:vout`, vout a u32 without leading zeros), written lowercase. */
function parseOutpoint(text: string): string | undefined {
  const match = /^([0-9a-fA-F]{64}):(0|[1-9]\d*)$/.exec(text);
  const vout = match?.[2] === undefined ? undefined : parseU32(match[2]);
  return match?.[1] === undefined || vout === undefined ? undefined : `${match[1].toLowerCase()}:${vout}`;
}

/** A std::time::Duration as serde writes it. */
function duration(ms: number) {
  const whole = Math.max(0, Math.floor(ms));
  return { secs: Math.floor(whole / 1000), nanos: (whole % 1000) * 1_000_000 };
}

/** A chrono DateTime<Utc> as serde writes it (RFC 3339, `Z`, as many fraction digits as it has). */
function rfc3339(date: Date): string {
  return date.toISOString().replace(/\.000Z$/, 'Z');
}

/** crates/ordinals/src/rune.rs STEPS, the first 13 (runes of 1 to 12 letters and the 13-letter floor). */
const runeSteps = [
  0n,
  26n,
  702n,
  18278n,
  475254n,
  12356630n,
  321272406n,
  8353082582n,
  217180147158n,
  5646683826134n,
  146813779479510n,
  3817158266467286n,
  99246114928149462n,
];

/** rune.rs Rune::minimum_at_height on regtest (runes from height 0, one letter unlocked every 17,500 blocks). */
function minimumRuneAtHeight(height: number): bigint {
  const halvingInterval = 210_000;
  const unlocked = 12;
  const unlockInterval = halvingInterval / 12;
  const offset = height + 1;
  if (offset >= halvingInterval) return 0n;
  const length = unlocked - Math.floor(offset / unlockInterval);
  const end = runeSteps[length - 1] ?? 0n;
  const start = runeSteps[length] ?? 0n;
  const remainder = BigInt(offset % unlockInterval);
  return start - ((start - end) * remainder) / BigInt(unlockInterval);
}

/** rune.rs Display: bijective base 26 in capitals. */
function runeName(rune: bigint): string {
  let n = rune + 1n;
  let name = '';
  while (n > 0n) {
    name = String.fromCharCode(65 + Number((n - 1n) % 26n)) + name;
    n = (n - 1n) / 26n;
  }
  return name;
}

type InscriptionRow = typeof inscriptions.$inferSelect;

/** api::Inscription of ord 0.27 for an indexed inscription, in its field order; undefined if its reveal is gone. */
async function inscriptionJson(db: Database, devnet: Devnet, row: InscriptionRow) {
  const id = row.inscriptionId;
  const revealTxid = id.slice(0, 64);
  const [revealHex, holding, [contents]] = await Promise.all([
    devnet.transactionHex(revealTxid),
    devnet.transaction(row.txid),
    db.select().from(inscriptionContents).where(eq(inscriptionContents.inscriptionId, id)),
  ]);
  const reveal = revealHex === undefined ? undefined : await devnet.transaction(revealTxid);
  if (revealHex === undefined || reveal === undefined) return undefined;
  const envelopes = parseInscriptions(Buffer.from(revealHex, 'hex'));
  const envelope = envelopes.find((parsed) => parsed.id === id);

  const neighbour = async (number: number) => {
    const [found] = await db
      .select({ id: inscriptions.inscriptionId })
      .from(inscriptions)
      .where(eq(inscriptions.number, number));
    return found?.id ?? null;
  };
  const delegate = contents?.delegate ?? null;
  const [previous, next, parents, children, delegated] = await Promise.all([
    neighbour(row.number - 1),
    neighbour(row.number + 1),
    validParents(db, revealTxid, contents?.parents ?? []),
    childrenOf(db, id),
    delegate === null
      ? undefined
      : db
          .select({ contentType: inscriptionContents.contentType })
          .from(inscriptionContents)
          .where(eq(inscriptionContents.inscriptionId, delegate)),
  ]);
  const contentType = contents?.contentType ?? null;
  const output = holding?.vout[row.vout];
  const charms: string[] = [];
  if (contents?.cursed === true) charms.push('vindicated');
  if (output?.scriptpubkey.startsWith('6a') === true) charms.push('burned');
  return {
    address: row.ownerAddress === '' ? null : row.ownerAddress,
    charms,
    child_count: children.length,
    children: children.slice(0, 4),
    content_length: contents?.body === null || contents === undefined ? null : contents.body.length,
    content_type: contentType,
    effective_content_type: delegated?.[0] === undefined ? contentType : delegated[0].contentType,
    // inscription_updater.rs: the reveal's fee shared equally by every envelope it reveals.
    fee: Math.floor(reveal.fee / Math.max(1, envelopes.length)),
    height: row.genesisHeight,
    id,
    metaprotocol: envelope?.metaprotocol ?? null,
    next,
    number: row.number,
    parents: parents.slice(0, 4),
    previous,
    properties: { gallery: [], attributes: { title: null, traits: {} } },
    rune: null,
    sat: null,
    satpoint: `${row.txid}:${row.vout}:${row.offset}`,
    timestamp: Math.floor(row.genesisTime.getTime() / 1000),
    value: output === undefined ? Number(row.value) : output.value,
  };
}

/** The kinds of activity that record an inscription moving in a transaction. */
const moveKinds = ['transfer', 'sale', 'replaced'] as const;

/**
 * inscription_updater.rs: a purported parent counts (once) only if the reveal moves it or reveals it too; the market
 * records every move of an inscription as activity with the moving transaction.
 */
async function validParents(db: Database, revealTxid: string, purported: readonly string[]): Promise<string[]> {
  const unique = [...new Set(purported)];
  const elsewhere = unique.filter((parent) => !parent.startsWith(revealTxid));
  const moved =
    elsewhere.length === 0
      ? new Set<string>()
      : new Set(
          (
            await db
              .select({ id: activity.inscriptionId })
              .from(activity)
              .where(
                and(
                  inArray(activity.inscriptionId, elsewhere),
                  eq(activity.txid, revealTxid),
                  inArray(activity.kind, [...moveKinds]),
                ),
              )
          ).map(({ id }) => id),
        );
  return unique.filter((parent) => parent.startsWith(revealTxid) || moved.has(parent));
}

/** The indexed inscriptions that `id` is a valid parent of, in inscription order. */
async function childrenOf(db: Database, id: string): Promise<string[]> {
  const candidates = await db
    .select({ id: inscriptionContents.inscriptionId })
    .from(inscriptionContents)
    .innerJoin(inscriptions, eq(inscriptions.inscriptionId, inscriptionContents.inscriptionId))
    .where(sql`${inscriptionContents.parents} @> ${JSON.stringify([id])}::jsonb`)
    .orderBy(asc(inscriptions.number));
  if (candidates.length === 0) return [];
  const reveals = candidates.map((child) => child.id.slice(0, 64));
  const movedIn = new Set(
    (
      await db
        .select({ txid: activity.txid })
        .from(activity)
        .where(
          and(eq(activity.inscriptionId, id), inArray(activity.txid, reveals), inArray(activity.kind, [...moveKinds])),
        )
    ).map(({ txid }) => txid),
  );
  return candidates
    .filter((child) => child.id.startsWith(id.slice(0, 64)) || movedIn.has(child.id.slice(0, 64)))
    .map((child) => child.id);
}

/**
 * api::Output of ord 0.27 for each outpoint, in order (undefined for one the devnet does not know): index.rs
 * get_output_info. Value, script, spent and confirmations are Bitcoin Core's (the devnet's chain and mempool);
 * `indexed` and the inscriptions are ord's own: an output is in ord's index from the block creating it until the block
 * spending it, both as far as the market has indexed, and its inscriptions are listed only while it is.
 */
async function outputsJson(db: Database, devnet: Devnet, outpoints: readonly string[]) {
  const txids = [...new Set(outpoints.map((outpoint) => outpoint.slice(0, 64)))];
  const [tip, chainTip] = await Promise.all([indexedTip(db), devnet.tipHeight()]);
  const indexedHeight = tip?.height ?? -1;
  const transactions = new Map<string, { tx: EsploraTx; outspends: EsploraOutspend[] } | undefined>();
  for (const txid of txids) {
    const [tx, outspends] = await Promise.all([devnet.transaction(txid), devnet.outspends(txid)]);
    transactions.set(txid, tx === undefined ? undefined : { tx, outspends: outspends ?? [] });
  }
  const held = new Map<string, string[]>();
  for (let at = 0; at < txids.length; at += 5_000) {
    const rows = await db
      .select({ id: inscriptions.inscriptionId, txid: inscriptions.txid, vout: inscriptions.vout })
      .from(inscriptions)
      .where(inArray(inscriptions.txid, txids.slice(at, at + 5_000)))
      .orderBy(asc(inscriptions.number));
    for (const row of rows) {
      const key = `${row.txid}:${row.vout}`;
      held.set(key, [...(held.get(key) ?? []), row.id]);
    }
  }
  const confirmationsAt = (height: number | undefined) =>
    height === undefined ? 0 : Math.max(0, chainTip - height + 1);
  const inIndex = (height: number | undefined) => height !== undefined && height <= indexedHeight;

  return outpoints.map((outpoint) => {
    const [txid = '', index = ''] = outpoint.split(':');
    const vout = Number(index);
    const known = transactions.get(txid);
    const output = known?.tx.vout[vout];
    if (known === undefined || output === undefined) return undefined;
    const created = known.tx.status.confirmed ? known.tx.status.block_height : undefined;
    const spend = known.outspends[vout];
    const spentAt = spend?.status?.confirmed === true ? spend.status.block_height : undefined;
    const indexed = inIndex(created) && !inIndex(spentAt);
    return {
      address: output.scriptpubkey_address ?? null,
      confirmations: confirmationsAt(created),
      indexed,
      inscriptions: indexed ? (held.get(outpoint) ?? []) : [],
      outpoint,
      runes: null,
      sat_ranges: null,
      script_pubkey: output.scriptpubkey,
      spent: spend?.spent ?? false,
      transaction: txid,
      value: output.value,
    };
  });
}
