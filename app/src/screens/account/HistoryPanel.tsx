import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '../../common/layout';
import { MintHistory } from './MintHistory';
import { SegmentChoice } from './SegmentChoice';
import { TradeHistory } from './TradeHistory';

const histories = ['trades', 'inscribeOrders'] as const;
type HistoryPart = (typeof histories)[number];

export interface HistoryPanelProps {
  readonly address: string;
}

/**
 * The History tab: the wallet's trades in both markets first, and the deploy and mint orders it paid the
 * marketplace to inscribe one press away, each with its own pages.
 */
export function HistoryPanel({ address }: HistoryPanelProps) {
  const { t } = useTranslation('account');
  const [chosen, setChosen] = useState<HistoryPart>('trades');
  return (
    <Stack>
      <SegmentChoice
        label={t('segments.histories')}
        segments={histories.map((id) => ({ id, label: t(`segments.${id}`) }))}
        chosen={chosen}
        onChoose={setChosen}
      />
      {chosen === 'trades' ? <TradeHistory address={address} /> : <MintHistory />}
    </Stack>
  );
}
