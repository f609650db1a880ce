import { vars } from '@ordmarket/tokens';
import { Button, Dialog, textStyle } from '@ordmarket/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { WalletName } from '..';
import { WrongChainError } from '../chain/wrongChain';
import { accountSignal, finishConnection } from './accountSignal';
import { QrSignIn } from './QrSignIn';
import { useMarketNetwork } from './useMarketNetwork';
import { useWalletActions } from './useWalletActions';
import { useWalletConnectors } from './walletConnectors';
import { useExplainError } from '../../errors/useExplainError';
import { AddressRefusedError } from './addressRefused';
import { wrongChainMessage } from './wrongChainMessage';

/**
 * Spec §5 "the wallet-connection dialog": UniSat and Xverse (pointing to their install page when the extension
 * is missing), and the devnet wallet when the server runs the devnet. Picking one connects and signs in.
 */
export function ConnectDialog() {
  const { t } = useTranslation('account');
  const { isConnectOpen } = useSnapshot(accountSignal);
  const connectors = useWalletConnectors();
  const network = useMarketNetwork();
  const { connect } = useWalletActions();
  const [connecting, setConnecting] = useState<WalletName | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isQrShown, setQrShown] = useState(false);
  const explain = useExplainError();

  const wallets: WalletName[] = network === 'devnet' ? ['unisat', 'xverse', 'devnet'] : ['unisat', 'xverse'];

  const hintFor = (walletName: WalletName, isInstalled: boolean) => {
    if (connecting === walletName) return t('hint.confirm');
    return isInstalled ? t(`hint.${walletName}`) : t('hint.install', { wallet: t(`wallet.${walletName}`) });
  };

  const signedInByQr = useCallback(() => {
    setQrShown(false);
    finishConnection(true);
  }, []);

  const choose = async (walletName: WalletName) => {
    setConnecting(walletName);
    setProblem(null);
    try {
      await connect(walletName);
      finishConnection(true);
    } catch (error) {
      // A wallet kept on another chain says which chain to pick, a refused address which address to use; anything
      // else, what went wrong and what to do.
      if (error instanceof WrongChainError) setProblem(wrongChainMessage(t, error.problem));
      else if (error instanceof AddressRefusedError) setProblem(error.message);
      else setProblem(explain(error));
    } finally {
      setConnecting(null);
    }
  };

  return (
    <Dialog
      isOpen={isConnectOpen}
      onOpenChange={(isOpen) => {
        if (isOpen) return;
        setProblem(null);
        setQrShown(false);
        finishConnection(false);
      }}
      title={isQrShown ? t('qr.title') : t('connect.title')}
      size="small"
    >
      {isQrShown ? (
        <>
          <QrSignIn onSignedIn={signedInByQr} />
          <Button variant="text" fullWidth onPress={() => setQrShown(false)}>
            {t('qr.back')}
          </Button>
        </>
      ) : (
        <WalletChoice>
          <Description>{t('connect.description')}</Description>
          <Options>
            {wallets.map((walletName) => {
              const isInstalled = connectors[walletName].isAvailable();
              return (
                <li key={walletName}>
                  {/*
                    Not the kit's loading state: its pending announcement outlives the dialog's buttons. The pressed
                    button stays enabled (presses are ignored meanwhile) so it keeps the focus: a disabled one would
                    drop it out of the dialog, wherever the dialog's focus scope then puts it.
                  */}
                  <Button
                    variant="outlined"
                    color="neutral"
                    fullWidth
                    isDisabled={!isInstalled || (connecting !== null && connecting !== walletName)}
                    onPress={() => {
                      if (connecting === null) void choose(walletName);
                    }}
                  >
                    {t(`wallet.${walletName}`)}
                  </Button>
                  <Hint>{hintFor(walletName, isInstalled)}</Hint>
                </li>
              );
            })}
          </Options>
          {problem !== null && <Problem role="alert">{problem}</Problem>}
          <Button variant="text" fullWidth isDisabled={connecting !== null} onPress={() => setQrShown(true)}>
            {t('qr.open')}
          </Button>
        </WalletChoice>
      )}
    </Dialog>
  );
}

const WalletChoice = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;

const Description = styled.p`
  ${textStyle('body2')};
  margin: 0 0 ${vars.space[2]};
  color: ${vars.color.text.secondary};
`;

const Options = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Hint = styled.span`
  ${textStyle('caption')};
  display: block;
  margin-top: ${vars.space[1]};
  color: ${vars.color.text.secondary};
`;

const Problem = styled.p`
  ${textStyle('body2')};
  margin: ${vars.space[3]} 0 0;
  color: ${vars.color.error.text};
`;
