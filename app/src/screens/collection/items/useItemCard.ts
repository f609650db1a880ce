import type { InscriptionCardProps } from '@ordmarket/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { useContentUrl } from '../../../content/contentUrl';
import { usePreviewUrl } from '../../../content/previewUrl';
import { configStore } from '../../../stores/config/configStore';
import { knownUsdRate } from '../../../stores/config/knownUsdRate';
import type { CollectionItem } from './useCollectionItems';

/**
 * A collection item as the kit's card shows it: its content (with the server's picture of what an image
 * cannot show), listing in BTC and USD, and a press to its page. The press is one callback for every card,
 * so a memoized card is not redrawn for a new closure.
 */
export function useItemCard(): (item: CollectionItem) => InscriptionCardProps {
  const navigate = useNavigate();
  const contentUrl = useContentUrl();
  const previewUrl = usePreviewUrl();
  const { usdRate } = useSnapshot(configStore.state);
  const openItem = useCallback((inscriptionId: string) => void navigate(`/assets/${inscriptionId}`), [navigate]);
  return (item) => ({
    inscriptionId: item.inscription_id,
    inscriptionNumber: item.inscription_number,
    name: item.name,
    content: {
      type: item.content_type,
      src: contentUrl(item.inscription_id),
      posterSrc: previewUrl(item.inscription_id),
    },
    status: item.status,
    ...(item.sale_price === null ? {} : { price: item.sale_price }),
    ...knownUsdRate(usdRate),
    isOwner: item.is_owner,
    isProtected: item.protected,
    // Generative art is the point of many collections; it runs only on screen, in an opaque-origin frame.
    allowsScripts: true,
    onPress: openItem,
  });
}
