import { vars } from '@ordmarket/tokens';
import { AddressText, Amount, Container, EmptyState, formatBtc, Tabs, textStyle } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useAppServices } from '../../services/AppServicesContext';
import { walletStore } from '../../stores';
import { useConnectWallet } from '../../wallet/connect/useConnectWallet';
import { useSignedIn } from '../../wallet/connect/useSignedIn';
import { BlindBoxPanel } from './BlindBoxPanel';
import { BrcBalances } from './BrcBalances';
import { HistoryPanel } from './HistoryPanel';
import { MarketOrders } from './MarketOrders';
import { OwnedInscriptions } from './OwnedInscriptions';
import { useAccountAddress } from '../../wallet/connect/useAccountAddress';
import { WaitingPurchases } from '../../purchase/WaitingPurchases';
import { walletTabOf, walletTabs, type WalletTab } from './walletTabs';

/** /wallet, the only signed-in screen: the user's inscriptions, tokens, listings, sales, history and box balance. */
export function AccountScreen() {
  const { t } = useTranslation(['account', 'app']);
  // The blind box tab is named by the box screens, which own its strings.
  const { t: tBox } = useTranslation('boxScreens');
  const isSignedIn = useSignedIn();
  const connect = useConnectWallet();
  const { isConnect, balance } = useSnapshot(walletStore.state);
  const address = useAccountAddress();
  const { toaster } = useAppServices();
  // The open tab is in the address (/wallet?tab=brc20): a reload, a shared link or the back button keeps it.
  const [params, setParams] = useSearchParams();
  const tab = walletTabOf(params.get('tab'));
  const showTab = (next: WalletTab) => {
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        if (next === 'inscriptions') kept.delete('tab');
        else kept.set('tab', next);
        return kept;
      },
      { replace: true },
    );
  };

  if (!isSignedIn || address === undefined) {
    return (
      <Container>
        <Header>
          <Title>{t('screen.title')}</Title>
        </Header>
        <Prompt>
          <EmptyState
            headingLevel={2}
            title={t('screen.signedOut.title')}
            description={t('screen.signedOut.description')}
            action={{ label: t('app:wallet.connect'), onPress: () => void connect() }}
          />
        </Prompt>
      </Container>
    );
  }

  return (
    <Container>
      <Header>
        <Title>{t('screen.title')}</Title>
        <AddressText address={address} isCopyable onCopied={() => void toaster.show('info', t('menu.copied'))} />
        {isConnect && (
          <BalanceLine>
            <span>{t('screen.balance')}</span>
            <Amount sats={balance.total} />
            {balance.unconfirmed !== 0 && (
              <span>
                {t('screen.unconfirmed', {
                  confirmed: formatBtc(balance.confirmed),
                  unconfirmed: formatBtc(balance.unconfirmed),
                })}
              </span>
            )}
          </BalanceLine>
        )}
      </Header>
      <Waiting>
        <WaitingPurchases market="nft" />
        <WaitingPurchases market="brc20" />
      </Waiting>
      <Tabs<WalletTab>
        label={t('screen.tabs.label')}
        selectedTab={tab}
        onSelectionChange={showTab}
        tabs={walletTabs.map((id) => ({
          id,
          label: id === 'blindBox' ? tBox('walletTab') : t(`screen.tabs.${id}`),
        }))}
      >
        {(tab) => {
          switch (tab) {
            case 'inscriptions':
              return <OwnedInscriptions address={address} />;
            case 'brc20':
              return <BrcBalances address={address} />;
            case 'listings':
              return <MarketOrders address={address} book="on_list" />;
            case 'sold':
              return <MarketOrders address={address} book="sold" />;
            case 'history':
              return <HistoryPanel address={address} />;
            case 'blindBox':
              return <BlindBoxPanel />;
          }
        }}
      </Tabs>
    </Container>
  );
}

// Empty (no purchase waits) it takes no room.
const Waiting = styled.div`
  display: grid;
  gap: ${vars.space[4]};

  &:not(:empty) {
    padding-block-end: ${vars.space[4]};
  }
`;

const Prompt = styled.section`
  padding-block: ${vars.space[10]};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  padding-block: ${vars.space[6]} ${vars.space[4]};
`;

const Title = styled.h1`
  ${textStyle('h4')};
  margin: 0;
  margin-inline-end: auto;
  color: ${vars.color.text.primary};
`;

const BalanceLine = styled.div`
  ${textStyle('body2')};
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.text.secondary};
`;
