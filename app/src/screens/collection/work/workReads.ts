import type { ScreenRead } from '../../../api/prefetchRead';
import { collectionDetailRead } from '../collectionDetail';

/** How many of the collection's items the work page shows. */
export const workPreviewSize = 12;

/** The mints under way: the page finds this collection's among them. */
const mintsRead: ScreenRead<'/btc/ordinals/mint_now_list'> = {
  path: '/btc/ordinals/mint_now_list',
  body: { page: 1, limit: 100 },
  emptyDefault: { items: [], total: 0, has_next: false },
};

/** The first of the collection's items, for a look at them. */
function workPreviewRead(collectionId: string): ScreenRead<'/btc/ordinals/get_collection_inscription_list'> {
  return {
    path: '/btc/ordinals/get_collection_inscription_list',
    body: { collection_id: collectionId, page: 1, limit: workPreviewSize },
    emptyDefault: { items: [], total: 0, has_next: false, pending_count: 0 },
  };
}

/**
 * The work page's reads, its route's first reads too: the server renders the page with their answers, and the
 * browser's screen takes them instead of asking again.
 */
export function workReads(collectionId: string) {
  return [collectionDetailRead(collectionId), mintsRead, workPreviewRead(collectionId)] as const;
}
