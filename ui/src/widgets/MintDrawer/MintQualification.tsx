import { vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mintStrings } from '../../intl/areas/mint';
import { useKitStrings } from '../../intl/useKitStrings';
import { AddressText } from '../../primitives/AddressText/AddressText';
import { Button } from '../../primitives/Button/Button';
import { textStyle } from '../../theme/textStyle';
import { CenteredView, ViewTitle } from './centeredView.styles';

export interface MintQualificationProps {
  collectionName: string;
  /** The collection cover, e.g. an `<Image>`; the view frames it. */
  cover: ReactNode;
  /** '' while no wallet is connected: the view then asks for one instead of offering MINT. */
  walletAddress: string;
  onAddressCopied?: () => void;
  onMint: () => void;
  /** Opens the wallet connection; the view shows its button while no wallet is connected. */
  onConnectWallet?: () => void;
}

/**
 * The mint drawer's first view: the collection and the wallet the inscriptions will go to, then MINT; with
 * no wallet connected, a prompt to connect one. Give the drawer `qualificationTitle="connect"` then.
 */
export function MintQualification({
  collectionName,
  cover,
  walletAddress,
  onAddressCopied,
  onMint,
  onConnectWallet,
}: MintQualificationProps) {
  const { t } = useKitStrings(mintStrings);
  return (
    <CenteredView>
      <Cover>{cover}</Cover>
      <ViewTitle>{collectionName}</ViewTitle>
      {walletAddress === '' ? (
        <>
          <Caption>{t('qualified.connectPrompt')}</Caption>
          {onConnectWallet && (
            <Button size="large" fullWidth onPress={onConnectWallet}>
              {t('qualified.connectWallet')}
            </Button>
          )}
        </>
      ) : (
        <>
          <Wallet>
            <Caption>{t('qualified.wallet')}</Caption>
            <AddressText address={walletAddress} isCopyable onCopied={onAddressCopied} />
          </Wallet>
          <Button size="large" fullWidth onPress={onMint}>
            {t('qualified.mint')}
          </Button>
        </>
      )}
    </CenteredView>
  );
}

const Cover = styled.div`
  width: 200px;
  max-width: 100%;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${vars.radius.xl};
  background-color: ${vars.color.background.neutral};
  box-shadow: ${vars.shadow.card};

  & > * {
    width: 100%;
    height: 100%;
  }
`;

const Wallet = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

const Caption = styled.span`
  ${textStyle('body2')};
  color: ${vars.color.text.secondary};
`;
