import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import { inscriptions } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import { pageSchema } from '../../http/envelope';
import type { RouteModule } from '../../http/services';
import { collectionExists, collectionNotFound } from './collectionView';
import {
  collectionInscriptionList,
  inscriptionListFilter,
  seenBy,
  type InscriptionListFilter,
} from './collectionInscriptionList';
import { inscriptionNotFound, inscriptionSchema, selectInscriptions, toInscriptionViews } from './inscriptionView';
import { inscriptionIdField, outputField } from './marketFields';

const tag = 'nft market';

/** The outputs the wallet asks about, as `txid:vout` or `{outputs: [...]}`. */
const outputList = z.array(outputField).min(1).max(500);
const filterBody = z.union([outputList, z.object({ outputs: outputList }).strict()]);

/** Inscriptions: a collection's items with filters, one inscription, where it sits (spec §7, NFT market). */
export const inscriptionRoutes: RouteModule<'database' | 'learnInscriptions' | 'marketReads'> = (
  app,
  { database, marketReads, learnInscriptions },
) => {
  const { db } = database;
  // Remembered as a visitor sees the page; who holds what is added per request.
  const collectionItems = marketReads.cached(async (filter: InscriptionListFilter) => {
    if (!(await collectionExists(db, filter.collection_id))) throw collectionNotFound(filter.collection_id);
    return collectionInscriptionList(db, filter, undefined);
  });

  apiRoute(app, {
    path: '/btc/ordinals/get_collection_inscription_list',
    summary: "A collection's inscriptions, filtered by traits, listing status and price",
    tag,
    auth: 'optional',
    body: inscriptionListFilter,
    data: pageSchema(inscriptionSchema).extend({ pending_count: z.number().int() }),
    handler: async ({ body, user }) => seenBy(await collectionItems(body), user?.address),
  });

  apiRoute(app, {
    path: '/btc/ordinals/get_inscription_detail',
    summary: 'One inscription: its location, owner, traits and live listing',
    tag,
    auth: 'optional',
    body: z.object({ inscription_id: inscriptionIdField }).strict(),
    data: inscriptionSchema,
    handler: async ({ body, user }) => {
      await learnInscriptions([body.inscription_id]);
      const rows = await selectInscriptions(db).where(eq(inscriptions.inscriptionId, body.inscription_id));
      const [view] = await toInscriptionViews(db, rows, user?.address);
      if (!view) throw inscriptionNotFound(body.inscription_id);
      return view;
    },
  });

  apiRoute(app, {
    path: '/btc/ordinals/get_inscription_by_ids',
    summary: 'Several inscriptions by id, in the order asked; unknown ids are left out',
    tag,
    auth: 'optional',
    body: z.object({ inscription_ids: z.array(inscriptionIdField).min(1).max(100) }).strict(),
    data: z.object({ items: z.array(inscriptionSchema) }),
    handler: async ({ body, user }) => {
      await learnInscriptions(body.inscription_ids);
      const rows = await selectInscriptions(db).where(inArray(inscriptions.inscriptionId, body.inscription_ids));
      const views = new Map((await toInscriptionViews(db, rows, user?.address)).map((v) => [v.inscription_id, v]));
      const items = [...new Set(body.inscription_ids)].flatMap((id) => views.get(id) ?? []);
      return { items };
    },
  });

  apiRoute(app, {
    path: '/btc/ordinals/get_inscription_utxo',
    summary: 'The output holding an inscription',
    tag,
    auth: 'none',
    body: z.object({ inscription_id: inscriptionIdField }).strict(),
    data: z.object({ txId: z.string(), outputIndex: z.number().int() }),
    handler: async ({ body }) => {
      await learnInscriptions([body.inscription_id]);
      const [row] = await db
        .select({ txid: inscriptions.txid, vout: inscriptions.vout })
        .from(inscriptions)
        .where(eq(inscriptions.inscriptionId, body.inscription_id));
      if (!row) throw inscriptionNotFound(body.inscription_id);
      return { txId: row.txid, outputIndex: row.vout };
    },
  });

  apiRoute(app, {
    path: '/btc/ordinals/filter_inscription',
    summary: 'Of the given outputs (txid:vout), those holding inscriptions, so wallets never spend them as fees',
    tag,
    auth: 'none',
    body: filterBody,
    data: z.object({ items: z.array(z.object({ output: z.string(), inscription_ids: z.array(z.string()) })) }),
    handler: async ({ body }) => {
      const outputs = [...new Set(Array.isArray(body) ? body : body.outputs)];
      const outpoints = outputs.map((output) => {
        const [txid = '', vout = '0'] = output.split(':');
        return and(eq(inscriptions.txid, txid), eq(inscriptions.vout, Number(vout)));
      });
      const rows = await db
        .select({ txid: inscriptions.txid, vout: inscriptions.vout, inscriptionId: inscriptions.inscriptionId })
        .from(inscriptions)
        .where(or(...outpoints))
        .orderBy(asc(inscriptions.offset), asc(inscriptions.inscriptionId));
      const held = new Map<string, string[]>();
      for (const row of rows) {
        const output = `${row.txid}:${row.vout}`;
        held.set(output, [...(held.get(output) ?? []), row.inscriptionId]);
      }
      return {
        items: outputs.flatMap((output) =>
          held.has(output) ? [{ output, inscription_ids: held.get(output) ?? [] }] : [],
        ),
      };
    },
  });
};
