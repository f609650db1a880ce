import type { InscriptionContent } from '../../chain/ord/OrdClient';
import type { OrdInscription } from '../../chain/ord/ordSchemas';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { collectionItems } from '../../db/schema';

/** The catalog's entries for `ids`, by inscription id. */
export async function catalogEntries(db: Database, ids: readonly string[]) {
  const rows = await db
    .select()
    .from(collectionItems)
    .where(inArray(collectionItems.inscriptionId, [...ids]));
  return new Map(rows.map((item) => [item.inscriptionId, item]));
}

/** Turns ord's inscription, with its content and catalog entry, into the index's rows. */
export function rowsOf(
  inscription: OrdInscription,
  content: InscriptionContent | undefined,
  item: typeof collectionItems.$inferSelect | undefined,
) {
  return {
    inscription: {
      inscriptionId: inscription.id,
      number: inscription.number,
      collectionId: item?.collectionId ?? null,
      name: item?.name ?? '',
      contentType: inscription.contentType ?? '',
      contentLength: inscription.contentLength ?? 0,
      ownerAddress: inscription.address ?? '',
      txid: inscription.satpoint.txid,
      vout: inscription.satpoint.vout,
      offset: inscription.satpoint.offset,
      value: BigInt(inscription.value ?? 0),
      genesisHeight: inscription.genesisHeight,
      genesisTime: new Date(inscription.timestamp * 1000),
    },
    content:
      content === undefined
        ? undefined
        : {
            inscriptionId: inscription.id,
            contentType: content.contentType ?? null,
            body: content.body,
            contentEncoding: null,
            height: inscription.genesisHeight,
          },
    traits: (item?.attributes ?? []).map(({ trait_type: traitType, value }) => ({
      inscriptionId: inscription.id,
      collectionId: item?.collectionId ?? null,
      traitType,
      value,
    })),
  };
}
