import { vars } from '@ordmarket/tokens';
import { Container, Tabs, textStyle } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { MarketActivity } from './activity/MarketActivity';
import { brc20MarketActivity } from './brc20/brc20MarketActivity';
import { TickRanking } from './brc20/TickRanking';
import { marketplaceHref, marketplaceTabs, type MarketplaceTab } from './marketplaceTabs';
import { CollectionRanking } from './nft/CollectionRanking';
import { nftMarketActivity } from './nft/nftMarketActivity';

export interface MarketplaceScreenProps {
  readonly tab: MarketplaceTab;
}

/** The marketplace: NFT and BRC-20 rankings and activity, one tab each, the open tab kept in the URL. */
export function MarketplaceScreen({ tab }: MarketplaceScreenProps) {
  const { t } = useTranslation('trade');
  const navigate = useNavigate();
  return (
    <Page>
      <Title>{t('marketplace.title')}</Title>
      <Tabs
        label={t('marketplace.title')}
        tabs={marketplaceTabs.map((id) => ({ id, label: t(`marketplace.tabs.${id}`) }))}
        selectedTab={tab}
        onSelectionChange={(id) => void navigate(marketplaceHref(id))}
      >
        {(id) => <TabPanel tab={id} />}
      </Tabs>
    </Page>
  );
}

function TabPanel({ tab }: MarketplaceScreenProps) {
  switch (tab) {
    case 'nft':
      return <CollectionRanking />;
    case 'brc20':
      return <TickRanking />;
    case 'nfts_activity':
      return <MarketActivity market={nftMarketActivity} />;
    case 'brc20_activity':
      return <MarketActivity market={brc20MarketActivity} />;
  }
}

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding-block: ${vars.space[6]};
`;

const Title = styled.h1`
  ${textStyle('h3')};
  margin: 0;
  color: ${vars.color.text.primary};
`;
