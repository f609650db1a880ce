import type { ApiData } from '../../api/apiCalls';
import type { ScreenRead } from '../../api/prefetchRead';

export type Inscription = ApiData<'/btc/ordinals/get_inscription_detail'>;

/** The answer of a failed read: no id, which the page shows as "not found". */
const unknownInscription: Inscription = {
  inscription_id: '',
  inscription_number: 0,
  name: '',
  collection_id: null,
  collection_name: null,
  content_type: '',
  content_length: 0,
  owner_address: '',
  locked: false,
  protected: false,
  waiting_price: null,
  output: '',
  location: '',
  value: 0,
  genesis_height: 0,
  genesis_time: 0,
  status: 'normal',
  sale_price: null,
  order_id: null,
  is_owner: false,
  attributes: [],
};

/**
 * The asset page's first read: its route starts it alongside the page's code, and the server renders the page
 * with its answer, so the inscription's preview, name and details are in the HTML.
 */
export function inscriptionDetailRead(inscriptionId: string): ScreenRead<'/btc/ordinals/get_inscription_detail'> {
  return {
    path: '/btc/ordinals/get_inscription_detail',
    body: { inscription_id: inscriptionId },
    emptyDefault: unknownInscription,
  };
}
