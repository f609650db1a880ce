import { and, asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { inscriptions } from '../../db/schema';
import type { RouteModule } from '../../http/services';
import { indexedTip } from '../../indexer/indexedTip';
import { sendAsInscribed } from '../../indexer/contentRoutes';
import { servedContent } from '../../indexer/servedContent';
import { inscriptionIdPattern, outpointPattern } from '../ord/ordSchemas';

/** ord lists a block's inscriptions 100 to a page. */
const blockPageSize = 100;
const heightPattern = /^(0|[1-9]\d{0,9})$/;

function notFound(reply: FastifyReply): string {
  void reply.status(404).type('text/plain');
  return 'Not Found';
}

/**
 * The part of ord's JSON API the market reads (`ord server`, Accept: application/json): an inscription, an output,
 * a block's inscriptions, content and the indexed height, answered from this server's own index of its devnet. So
 * a second server can learn what happened before its start height exactly as it would from ord on mainnet. Like
 * ord, it knows only what it has indexed. Under /ord, on the embedded devnet only.
 */
export const ordRoutes: RouteModule = (app, _kit, { database, devnet }) => {
  if (devnet === undefined) return;
  const db = database.db;
  const plain = { schema: { hide: true } };

  app.get('/ord/r/blockheight', plain, async (_request, reply) => {
    const tip = await indexedTip(db);
    if (tip === undefined) return notFound(reply);
    void reply.type('text/plain');
    return String(tip.height);
  });

  app.get<{ Params: { id: string } }>('/ord/inscription/:id', plain, async (request, reply) => {
    const id = request.params.id.toLowerCase();
    if (!inscriptionIdPattern.test(id)) return notFound(reply);
    const [row] = await db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, id));
    const reveal = row && (await devnet.transaction(id.slice(0, 64)));
    if (row === undefined || reveal === undefined) return notFound(reply);
    return {
      id: row.inscriptionId,
      number: row.number,
      address: row.ownerAddress,
      content_type: row.contentType === '' ? null : row.contentType,
      content_length: row.contentLength,
      height: row.genesisHeight,
      fee: reveal.fee,
      sat: null,
      satpoint: `${row.txid}:${row.vout}:${row.offset}`,
      timestamp: Math.floor(row.genesisTime.getTime() / 1000),
      value: Number(row.value),
      parents: [],
      children: [],
      charms: [],
      metaprotocol: null,
    };
  });

  app.get<{ Params: { outpoint: string } }>('/ord/output/:outpoint', plain, async (request, reply) => {
    const outpoint = request.params.outpoint.toLowerCase();
    if (!outpointPattern.test(outpoint)) return notFound(reply);
    const [txid = '', index = ''] = outpoint.split(':');
    const vout = Number(index);
    const tx = await devnet.transaction(txid);
    const output = tx?.vout[vout];
    if (tx === undefined || output === undefined) return notFound(reply);
    const held = await db
      .select({ id: inscriptions.inscriptionId })
      .from(inscriptions)
      .where(and(eq(inscriptions.txid, txid), eq(inscriptions.vout, vout)))
      .orderBy(asc(inscriptions.offset), asc(inscriptions.number));
    const spent = (await devnet.outspends(txid))?.[vout]?.spent ?? false;
    return {
      outpoint,
      value: output.value,
      script_pubkey: output.scriptpubkey,
      address: output.scriptpubkey_address ?? null,
      inscriptions: held.map(({ id }) => id),
      spent,
      indexed: true,
      sat_ranges: null,
    };
  });

  const blockPage = async (heightText: string, pageText: string, reply: FastifyReply) => {
    if (!heightPattern.test(heightText) || !heightPattern.test(pageText)) return notFound(reply);
    const height = Number(heightText);
    const page = Number(pageText);
    const tip = await indexedTip(db);
    if (tip === undefined || height > tip.height) return notFound(reply);
    const ids = await db
      .select({ id: inscriptions.inscriptionId })
      .from(inscriptions)
      .where(eq(inscriptions.genesisHeight, height))
      .orderBy(asc(inscriptions.number))
      .limit(blockPageSize + 1)
      .offset(page * blockPageSize);
    return {
      ids: ids.slice(0, blockPageSize).map(({ id }) => id),
      more: ids.length > blockPageSize,
      page_index: page,
    };
  };
  app.get<{ Params: { height: string } }>('/ord/inscriptions/block/:height', plain, (request, reply) =>
    blockPage(request.params.height, '0', reply),
  );
  app.get<{ Params: { height: string; page: string } }>(
    '/ord/inscriptions/block/:height/:page',
    plain,
    (request, reply) => blockPage(request.params.height, request.params.page, reply),
  );

  app.get<{ Params: { id: string } }>('/ord/content/:id', plain, async (request, reply) => {
    const content = await servedContent(database, request.params.id.toLowerCase());
    if (content === undefined) return notFound(reply);
    return sendAsInscribed(reply, content);
  });
};
