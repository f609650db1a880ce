import { Select } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api/useApi';
import { kindsFilter, scopeFilter, wholeMarket, allKinds, type KindChoice } from './activityFilter';
import { Stack } from './CollectionRanking';
import { KindChips } from './KindChips';
import { NftActivityTable } from './NftActivityTable';

const nftKinds = ['mint', 'list', 'delist', 'sale', 'transfer'] as const;
type NftKind = (typeof nftKinds)[number];

const emptyPage = { items: [], total: 0, has_next: false };

/** The NFTs Activity tab: what happened across the whole market (or one collection), newest first. */
export function NftActivity() {
  const { t } = useTranslation('trade');
  const collections = useApi(
    '/btc/ordinals/get_popular_collections',
    { page: 1, limit: 100 },
    { emptyDefault: emptyPage },
  );
  const [picked, setPicked] = useState(wholeMarket);
  const [kind, setKind] = useState<KindChoice<NftKind>>(allKinds);
  const pickedName = collections.data.items.find((item) => item.collection_id === picked)?.name;
  const options = [
    { id: wholeMarket, label: t('activity.allCollections') },
    ...collections.data.items.map((item) => ({ id: item.collection_id, label: item.name })),
  ];
  return (
    <Stack>
      <Select label={t('activity.collection')} options={options} value={picked} onChange={setPicked} />
      <KindChips kinds={nftKinds} chosen={kind} onChoose={setKind} />
      <NftActivityTable
        // A new filter starts again from its first page.
        key={`${picked}:${kind}`}
        filter={{ ...kindsFilter(kind), ...scopeFilter('collection_id', picked) }}
        label={pickedName === undefined ? t('activity.nftLabel') : t('activity.nftLabelIn', { collection: pickedName })}
      />
    </Stack>
  );
}
