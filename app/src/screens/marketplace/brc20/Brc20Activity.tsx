import { Chip, Select, Skeleton } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api/useApi';
import { EmptyList } from '../list/EmptyList';
import { Choices, Stack } from '../nft/CollectionRanking';
import type { OrderBook } from './orderSort';
import { TickOrderTable } from './TickOrderTable';

const emptyPage = { items: [], total: 0, has_next: false };
const books: readonly OrderBook[] = ['sold', 'onSale'];

/**
 * The BRC20 Activity tab: a token's latest sales (or listings), the most held token first. The server keeps
 * order books per token and has no list of events across all tokens.
 */
export function Brc20Activity() {
  const { t } = useTranslation('trade');
  const { data, isLoading } = useApi(
    '/btc/brc_20/get_ticks',
    { page: 1, limit: 100, sort_by: 'holders' },
    { emptyDefault: emptyPage },
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const [book, setBook] = useState<OrderBook>('sold');
  if (isLoading) return <Skeleton shape="rect" height={56} width={280} />;
  const tick = data.items.find((item) => item.tick === chosen)?.tick ?? data.items[0]?.tick;
  if (tick === undefined) {
    return <EmptyList title={t('ticks.emptyTitle')} description={t('ticks.emptyDescription')} />;
  }
  return (
    <Stack>
      <Select
        label={t('brc20Activity.tick')}
        options={data.items.map((item) => ({ id: item.tick, label: item.tick }))}
        value={tick}
        onChange={setChosen}
      />
      <Choices role="group" aria-label={t('tickOrders.books')}>
        {books.map((option) => (
          <Chip
            key={option}
            label={t(`brc20Activity.${option}`)}
            isSelected={book === option}
            onSelectedChange={() => setBook(option)}
          />
        ))}
      </Choices>
      <TickOrderTable key={`${tick}:${book}`} tick={tick} book={book} />
    </Stack>
  );
}
