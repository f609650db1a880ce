import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/useApi';
import { Stack } from '../../common/layout';
import { nftWalletOrders } from './nftWalletOrders';
import { SegmentChoice } from './SegmentChoice';
import { tokenWalletOrders } from './tokenWalletOrders';
import { walletMarkets, type OrderBook, type WalletMarket } from './walletLists';
import { walletOrdersBody } from './WalletOrderMarket';
import { WalletOrderTable } from './WalletOrderTable';

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
  const firstPage = walletOrdersBody(address, book, 1);
  const nftFirst = nftWalletOrders.ordersRead(firstPage);
  const tokenFirst = tokenWalletOrders.ordersRead(firstPage);
  const nft = useApi(nftFirst.path, nftFirst.body, { emptyDefault: nftFirst.emptyDefault });
  const brc20 = useApi(tokenFirst.path, tokenFirst.body, { emptyDefault: tokenFirst.emptyDefault });
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
      {/* Keyed by market: the other market's list starts from its own first page. */}
      {chosen === 'nft' ? (
        <WalletOrderTable key="nft" market={nftWalletOrders} address={address} book={book} />
      ) : (
        <WalletOrderTable key="brc20" market={tokenWalletOrders} address={address} book={book} />
      )}
    </Stack>
  );
}
