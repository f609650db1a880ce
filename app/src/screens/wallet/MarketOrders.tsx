import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/useApi';
import { pageSize } from '../marketplace/list/paging';
import { Stack } from '../marketplace/nft/CollectionRanking';
import { NftOrders } from './NftOrders';
import { SegmentChoice } from './SegmentChoice';
import { TokenOrders } from './TokenOrders';
import { emptyPage, walletMarkets, type OrderBook, type WalletMarket } from './walletLists';

export interface MarketOrdersProps {
  readonly address: string;
  readonly book: OrderBook;
}

/**
 * The Listings or Sold tab: NFTs and BRC-20 side by side as two segments, each with its count. Until the
 * trader picks one, a wallet with only BRC-20 orders opens on them rather than on an empty NFT list.
 */
export function MarketOrders({ address, book }: MarketOrdersProps) {
  const { t } = useTranslation('account');
  const [picked, setPicked] = useState<WalletMarket | null>(null);
  // The first pages the segments open on, so their counts cost no extra reads.
  const firstPage = { address, status: book, page: 1, limit: pageSize };
  const nft = useApi('/btc/ordinals/get_user_listed_orders', firstPage, { emptyDefault: emptyPage });
  const brc20 = useApi('/btc/brc_20/get_user_orders', firstPage, { emptyDefault: emptyPage });
  const counts: Record<WalletMarket, number | undefined> = {
    nft: nft.isLoading ? undefined : nft.data.total,
    brc20: brc20.isLoading ? undefined : brc20.data.total,
  };
  const chosen = picked ?? (counts.nft === 0 && counts.brc20 !== undefined && counts.brc20 > 0 ? 'brc20' : 'nft');
  const segments = walletMarkets.map((market) => {
    const count = counts[market];
    const label = t(`segments.${market}`);
    return { id: market, label: count === undefined ? label : t('segments.withCount', { label, count }) };
  });
  return (
    <Stack>
      <SegmentChoice label={t('segments.markets')} segments={segments} chosen={chosen} onChoose={setPicked} />
      {chosen === 'nft' ? <NftOrders address={address} book={book} /> : <TokenOrders address={address} book={book} />}
    </Stack>
  );
}
