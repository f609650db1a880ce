import type { ApiData } from '../../api/apiCalls';
import type { ScreenRead } from '../../api/prefetchRead';

export type CollectionDetail = ApiData<'/btc/ordinals/get_collection_detail'>;

/** What the screen shows before the detail answers, and when the read fails (then the name stays empty). */
export const emptyCollectionDetail: CollectionDetail = {
  collection_id: '',
  name: '',
  cover: '',
  describe: '',
  twitter_url: '',
  discord_url: '',
  website_url: '',
  supply: 0,
  inscription_count: 0,
  owner_count: 0,
  listed_count: 0,
  floor_price: null,
  total_volume: 0,
  volume: 0,
  sales: 0,
  royalty_fee_rate: 0,
  created_at: 0,
  royalty_address: null,
  volume_24h: 0,
  volume_7d: 0,
  sales_24h: 0,
  sales_total: 0,
  attributes: [],
};

/** The collection page's first read: its route starts it alongside the page's code. */
export function collectionDetailRead(collectionId: string): ScreenRead<'/btc/ordinals/get_collection_detail'> {
  return {
    path: '/btc/ordinals/get_collection_detail',
    body: { collection_id: collectionId },
    emptyDefault: emptyCollectionDetail,
  };
}
