import { Select } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api/useApi';
import { allKinds, kindsFilter, scopeFilter, wholeMarket, type KindChoice } from '../nft/activityFilter';
import { Stack } from '../nft/CollectionRanking';
import { KindChips } from '../nft/KindChips';
import { Brc20ActivityTable } from './Brc20ActivityTable';

const tokenKinds = ['deploy', 'mint', 'transfer', 'list', 'delist', 'sale'] as const;
type TokenKind = (typeof tokenKinds)[number];

const emptyPage = { items: [], total: 0, has_next: false };

/** The BRC20 Activity tab: what happened to every token (or one tick), newest first. */
export function Brc20Activity() {
  const { t } = useTranslation('trade');
  const ticks = useApi(
    '/btc/brc_20/get_ticks',
    { page: 1, limit: 100, sort_by: 'holders' },
    { emptyDefault: emptyPage },
  );
  const [picked, setPicked] = useState(wholeMarket);
  const [kind, setKind] = useState<KindChoice<TokenKind>>(allKinds);
  const options = [
    { id: wholeMarket, label: t('activity.allTokens') },
    ...ticks.data.items.map((item) => ({ id: item.tick, label: item.tick })),
  ];
  return (
    <Stack>
      <Select label={t('activity.tick')} options={options} value={picked} onChange={setPicked} />
      <KindChips kinds={tokenKinds} chosen={kind} onChoose={setKind} />
      <Brc20ActivityTable
        // A new filter starts again from its first page.
        key={`${picked}:${kind}`}
        filter={{ ...kindsFilter(kind), ...scopeFilter('tick', picked) }}
        label={picked === wholeMarket ? t('activity.brc20Label') : t('activity.brc20LabelOf', { tick: picked })}
      />
    </Stack>
  );
}
