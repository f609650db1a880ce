import { vars } from '@ordmarket/tokens';
import { Button, Chip, StatsBar, textStyle } from '@ordmarket/ui';
import { ArrowLeft, Hammer } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { ApiData } from '../../../api/apiCalls';
import { useApi } from '../../../api/useApi';
import { configStore } from '../../../stores';
import { Choices, Stack } from '../../../common/layout';
import { TickMintDrawer } from './mint/TickMintDrawer';
import { TickOrderTable } from './TickOrderTable';
import type { OrderBook } from './orderSort';
import { wholeTokens } from '../../../api/scaledTokens';
import { unknownTickMarket } from './unknownTickMarket';

const books: readonly OrderBook[] = ['onSale', 'sold'];
const TickPriceChart = lazy(() => import('./TickPriceChart'));

// Before the answer (and when the read fails) the figures are unknown: the holders and supply show '--', not 0.
const unknownTick: ApiData<'/btc/brc_20/get_tick'> = {
  tick: '',
  max_supply: '',
  limit_per_mint: '',
  decimals: 0,
  minted: '',
  minted_percent: '',
  status: 'in_progress',
  holders: 0,
  transactions: 0,
  deploy_inscription_id: '',
  deployer: '',
  deploy_height: 0,
  deploy_time: 0,
  icon: null,
  self_mint: false,
  market: unknownTickMarket,
};

export interface TickOrdersProps {
  readonly tick: string;
  readonly onClose: () => void;
}

/** One token's market: its figures, and its order book of live listings or past sales. */
export function TickOrders({ tick, onClose }: TickOrdersProps) {
  const { t } = useTranslation('trade');
  const { usdRate } = useSnapshot(configStore.state);
  const [book, setBook] = useState<OrderBook>('onSale');
  const [isMintOpen, setMintOpen] = useState(false);
  // The token with its market: holders and max supply come with the deploy, the floor and volumes with the orders.
  const { data: token, isLoading } = useApi('/btc/brc_20/get_tick', { tick }, { emptyDefault: unknownTick });
  const { market } = token;
  const isKnown = token.tick !== '';
  const sats = (value: string | null) => (value === null ? undefined : Math.floor(Number(value)));
  return (
    <Stack>
      <Heading>
        <Button variant="text" color="neutral" startIcon={<ArrowLeft size={18} aria-hidden />} onPress={onClose}>
          {t('tickOrders.back')}
        </Button>
        <Title>{t('tickOrders.title', { tick })}</Title>
        <MintSlot>
          <Button startIcon={<Hammer size={18} aria-hidden />} onPress={() => setMintOpen(true)}>
            {t('inscribe.mint')}
          </Button>
        </MintSlot>
      </Heading>
      <TickMintDrawer tick={tick} isOpen={isMintOpen} onOpenChange={setMintOpen} />
      <StatsBar
        isLoading={isLoading}
        floorPrice={sats(market.floor_price)}
        floorChange={market.change_24h === null ? undefined : Number(market.change_24h)}
        volume24h={market.volume_24h}
        totalVolume={market.volume_total}
        listed={market.listed}
        owners={isKnown ? token.holders : undefined}
        supply={wholeTokens(token.max_supply) ?? undefined}
        hasListedShare={false}
        usdPerBtc={usdRate > 0 ? usdRate : undefined}
      />
      <Suspense fallback={null}>
        <TickPriceChart tick={tick} usdPerBtc={usdRate} />
      </Suspense>
      <Choices role="group" aria-label={t('tickOrders.books')}>
        {books.map((option) => (
          <Chip
            key={option}
            label={t(`tickOrders.${option}`)}
            isSelected={book === option}
            onSelectedChange={() => setBook(option)}
          />
        ))}
      </Choices>
      <TickOrderTable key={book} tick={tick} book={book} />
    </Stack>
  );
}

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

const Title = styled.h2`
  ${textStyle('h4')};
  margin: 0;
  color: ${vars.color.text.primary};
`;

// The token's own action sits at the heading's end, away from the way back.
const MintSlot = styled.div`
  margin-inline-start: auto;
`;
