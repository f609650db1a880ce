import useSWR from 'swr';
import type { ApiData } from '../../api/apiCalls';
import { useApi } from '../../api/useApi';
import { mayBeBrc20 } from './assetContent';
import { inscriptionDetailRead, type Inscription } from './inscriptionDetail';
import { isBrc20Transfer } from './brc20Transfer';

export type { Inscription };
export type Brc20Transfer = ApiData<'/btc/brc_20/get_inscription_detail'>;

const unknownTransfer: Brc20Transfer = {
  inscription_id: '',
  inscription_number: null,
  tick: '',
  amount: '',
  owner_address: '',
  output: '',
  output_value: 0,
  valid: false,
  used: false,
  inscribed_at: 0,
  order: null,
  is_owner: false,
};

export interface AssetRead {
  readonly isLoading: boolean;
  /** Null once the server answered that it knows no such inscription. */
  readonly inscription: Inscription | null;
  /** Its BRC-20 transfer, when the inscription is one. */
  readonly transfer: Brc20Transfer | null;
  /** Reads everything again, after a listing, delisting or purchase. */
  readonly refresh: () => Promise<void>;
}

async function readContent(src: string): Promise<Uint8Array> {
  const answer = await fetch(src);
  if (!answer.ok) return new Uint8Array();
  return new Uint8Array(await answer.arrayBuffer());
}

/**
 * One inscription and, when its content is a BRC-20 transfer, its BRC-20 side (tick, amount, listing). Only short
 * text or JSON content is read to find out, so image and HTML inscriptions cost no extra download.
 */
export function useAsset(inscriptionId: string, contentUrl: (id: string) => string): AssetRead {
  const detailRead = inscriptionDetailRead(inscriptionId);
  const detail = useApi(detailRead.path, detailRead.body, { emptyDefault: detailRead.emptyDefault });
  const known = detail.data.inscription_id === '' ? null : detail.data;
  const src = contentUrl(inscriptionId);
  const readsContent = known !== null && mayBeBrc20(known.content_type, known.content_length);
  const content = useSWR(readsContent ? ['asset-content', src] : null, () => readContent(src));
  const isTransfer =
    known !== null && content.data !== undefined && isBrc20Transfer(inscriptionId, known.content_type, content.data);
  const transfer = useApi('/btc/brc_20/get_inscription_detail', isTransfer ? { inscription_id: inscriptionId } : null, {
    emptyDefault: unknownTransfer,
  });
  const transferKnown = isTransfer && transfer.data.inscription_id !== '';
  return {
    isLoading: detail.isLoading || content.isLoading || transfer.isLoading,
    inscription: known,
    transfer: transferKnown ? transfer.data : null,
    refresh: async () => {
      await Promise.all([detail.mutate(), isTransfer ? transfer.mutate() : undefined]);
    },
  };
}
