import type { InscriptionCardProps } from '@ordmarket/ui';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { useContentUrl } from '../../../content/contentUrl';
import { configStore } from '../../../stores/config/configStore';
import { knownUsdRate } from '../knownUsdRate';
import type { CollectionItem } from './useCollectionItems';

/** A collection item as the kit's card shows it: its content, listing in BTC and USD, and a press to its page. */
export function useItemCard(): (item: CollectionItem) => InscriptionCardProps {
  const navigate = useNavigate();
  const contentUrl = useContentUrl();
  const { usdRate } = useSnapshot(configStore.state);
  return (item) => ({
    inscriptionNumber: item.inscription_number,
    name: item.name,
    content: { type: item.content_type, src: contentUrl(item.inscription_id) },
    status: item.status,
    ...(item.sale_price === null ? {} : { price: item.sale_price }),
    ...knownUsdRate(usdRate),
    isOwner: item.is_owner,
    onPress: () => void navigate(`/assets/${item.inscription_id}`),
  });
}
