import { layout, vars } from '@ordmarket/tokens';
import { CollectionCard, EmptyState, Grid, InscriptionCard, WindowedGrid, textStyle } from '@ordmarket/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useApi } from '../../api/useApi';
import { useContentUrl } from '../../content/contentUrl';
import { coverImage, usePreviewUrl } from '../../content/previewUrl';
import { configStore } from '../../stores';
import { knownUsdRate } from '../../stores/config/knownUsdRate';

// Enough for every collection a trader is likely to own from, and for what one wallet holds of one collection.
const collectionsPerPage = 40;
const itemsPerCollection = 100;
const emptyPage = { items: [], total: 0, has_next: false };

export interface OwnedInscriptionsProps {
  readonly address: string;
}

/** The collections the wallet holds inscriptions of; choosing one shows the wallet's items in it. */
export function OwnedInscriptions({ address }: OwnedInscriptionsProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const previewUrl = usePreviewUrl();
  const { usdRate } = useSnapshot(configStore.state);
  const [chosen, setChosen] = useState<string | null>(null);
  const { data, isLoading } = useApi(
    '/btc/ordinals/get_user_collections',
    { address, page: 1, limit: collectionsPerPage },
    { emptyDefault: emptyPage },
  );

  if (isLoading) {
    return (
      <Grid>
        {[0, 1, 2, 3].map((slot) => (
          <CollectionCard key={slot} name="" isLoading />
        ))}
      </Grid>
    );
  }
  if (data.items.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title={t('inscriptions.empty')}
        description={t('inscriptions.emptyDescription')}
        action={{ label: t('inscriptions.browse'), onPress: () => void navigate('/collections') }}
      />
    );
  }
  const open = data.items.find((collection) => collection.collection_id === chosen) ?? data.items[0];
  return (
    <Sections>
      <SectionTitle>{t('inscriptions.collections')}</SectionTitle>
      <Grid>
        {data.items.map((collection) => (
          <Holding key={collection.collection_id} aria-current={collection === open || undefined}>
            <CollectionCard
              name={collection.name}
              cover={coverImage(collection.cover, previewUrl)}
              floorPrice={collection.floor_price ?? undefined}
              volume={collection.total_volume}
              {...knownUsdRate(usdRate)}
              listed={collection.listed_count}
              supply={collection.supply}
              onPress={() => setChosen(collection.collection_id)}
            />
            <Owned>{t('inscriptions.owned', { count: collection.owned_count })}</Owned>
          </Holding>
        ))}
      </Grid>
      {open && (
        <>
          <SectionTitle>{t('inscriptions.items', { collection: open.name })}</SectionTitle>
          <CollectionItems
            address={address}
            collectionId={open.collection_id}
            label={t('inscriptions.items', { collection: open.name })}
          />
        </>
      )}
    </Sections>
  );
}

interface CollectionItemsProps {
  readonly address: string;
  readonly collectionId: string;
  /** Names the list for assistive technology, as the section's title does on screen. */
  readonly label: string;
}

/** The wallet's own items of one collection, each opening its asset page; only the rows on screen are drawn. */
function CollectionItems({ address, collectionId, label }: CollectionItemsProps) {
  const navigate = useNavigate();
  const contentUrl = useContentUrl();
  const previewUrl = usePreviewUrl();
  const openItem = useCallback((inscriptionId: string) => void navigate(`/assets/${inscriptionId}`), [navigate]);
  const { data, isLoading } = useApi(
    '/btc/ordinals/get_collection_inscription_list',
    { collection_id: collectionId, owner_address: address, page: 1, limit: itemsPerCollection },
    { emptyDefault: { ...emptyPage, pending_count: 0 } },
  );
  const owned = data.items;
  const itemKey = useCallback((index: number) => owned[index]?.inscription_id ?? String(index), [owned]);
  if (isLoading) {
    return (
      <Grid>
        {[0, 1, 2, 3].map((slot) => (
          <InscriptionCard
            key={slot}
            inscriptionId=""
            inscriptionNumber={0}
            content={{ type: '' }}
            status="loading"
            isLoading
          />
        ))}
      </Grid>
    );
  }
  return (
    <WindowedGrid
      coveredTop={layout.headerHeight}
      label={label}
      count={owned.length}
      itemKey={itemKey}
      renderItem={(index, { listItem, isFlung }) => {
        const item = owned[index];
        if (item === undefined) return null;
        return (
          <InscriptionCard
            inscriptionId={item.inscription_id}
            inscriptionNumber={item.inscription_number}
            name={item.name}
            content={{
              type: item.content_type,
              src: contentUrl(item.inscription_id),
              posterSrc: previewUrl(item.inscription_id),
            }}
            status={item.status}
            {...(item.sale_price === null ? {} : { price: item.sale_price })}
            isOwner
            isProtected={item.protected}
            allowsScripts
            isLargestPaint={index === 0}
            listItem={listItem}
            isContentDeferred={isFlung}
            onPress={openItem}
          />
        );
      }}
    />
  );
}

const Sections = styled.div`
  display: grid;
  gap: ${vars.space[4]};
`;

const Holding = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  border-radius: ${vars.radius.md};
  &[aria-current='true'] {
    outline: 2px solid ${vars.color.primary.main};
    outline-offset: 2px;
  }
`;

const SectionTitle = styled.h2`
  ${textStyle('h6')};
  margin: 0;
  color: ${vars.color.text.primary};
`;

const Owned = styled.span`
  ${textStyle('caption')};
  color: ${vars.color.text.secondary};
`;
