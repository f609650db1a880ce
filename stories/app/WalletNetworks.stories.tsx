import {
  finishConnection,
  marketChainsReader,
  testnetGenesisHashes,
  unisatConnector,
  walletStore,
  xverseConnector,
} from '@ordmarket/app';
import { WalletHost } from '@ordmarket/app/shell';
import { FakeUnisat, FakeXverseProvider, WalletConnectorsContext, type WalletConnectors } from '@ordmarket/app/testing';
import type { NetworkName } from '@ordmarket/protocol';
import { testAddresses } from '@ordmarket/protocol/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BitcoinNetworkType } from 'sats-connect';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signInAnswers, storyWalletConnectors } from '../fixtures/app/accountFixtures';
import { healthAt } from '../fixtures/app/healthFixtures';
import { ScreenStory } from '../fixtures/app/ScreenStory';

const apiBase = 'https://api.fixture.test';
const mainnet = testAddresses('mainnet');
const test = testAddresses('signet');

/** The market's server as these wallets read it: its chain's block 0, and 0.5 BTC at any address. */
function storyChain(genesis: string): typeof fetch {
  return (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/block-height/0')) return Promise.resolve(new Response(genesis));
    const stats = { funded_txo_sum: 50_000_000, spent_txo_sum: 0 };
    return Promise.resolve(
      Response.json({ chain_stats: stats, mempool_stats: { funded_txo_sum: 0, spent_txo_sum: 0 } }),
    );
  };
}

/** The wallets as the page finds them: whatever the extensions injected into `window`, read as the app reads it. */
function injectedConnectors(genesis: string): WalletConnectors {
  const chain = storyChain(genesis);
  return {
    ...storyWalletConnectors(),
    unisat: unisatConnector(),
    xverse: xverseConnector({ fetch: chain, baseUrl: apiBase }),
    readMarketChains: marketChainsReader(chain, apiBase),
  };
}

interface NetworkStoryArgs {
  readonly network: NetworkName;
  /** What the market's chain answers for its block 0 (the test chain a testnet market runs). */
  readonly genesis?: string;
  /** The extensions installed: each injects its provider into the page before the app loads. */
  readonly unisat?: FakeUnisat;
  readonly xverse?: FakeXverseProvider;
}

function NetworkStory({ network, genesis = '' }: NetworkStoryArgs) {
  const [connectors] = useState(() => injectedConnectors(genesis));
  return (
    <ScreenStory route="/" path="/" answers={{ '/api/v1/health': () => healthAt(network, 120), ...signInAnswers }}>
      <WalletConnectorsContext.Provider value={connectors}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 24 }}>
          <WalletHost />
        </div>
      </WalletConnectorsContext.Provider>
    </ScreenStory>
  );
}

/** A UniSat holding one key: bc1p on mainnet chains, tb1p on the test chains; a first visit of this site. */
function unisatOn(chain: FakeUnisat['chain'], changes: Partial<FakeUnisat> = {}): FakeUnisat {
  const unisat = Object.assign(new FakeUnisat(), { chain, connected: false, ...changes });
  unisat.accountsOn.livenet = [mainnet.p2tr];
  unisat.accountsOn.testnet = [test.p2tr];
  return unisat;
}

const meta = {
  title: 'App/Wallet/WalletNetworks',
  component: NetworkStory,
  // Behaviour on each network: the dialog and header look as in the ConnectDialog and WalletButton baselines.
  tags: ['no-screenshot'],
  args: { network: 'signet' },
  beforeEach: ({ args }) => {
    if (args.unisat) window.unisat = args.unisat;
    if (args.xverse) Object.assign(window, { XverseProviders: { BitcoinProvider: args.xverse } });
    return () => {
      Reflect.deleteProperty(window, 'unisat');
      Reflect.deleteProperty(window, 'XverseProviders');
      finishConnection(false);
      walletStore.resetWallet();
    };
  },
} satisfies Meta<typeof NetworkStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const connectWith = async (canvasElement: HTMLElement, wallet: 'UniSat' | 'Xverse') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Connect wallet' }));
  const dialog = within(await within(document.body).findByRole('dialog', { name: 'Connect wallet' }));
  await userEvent.click(dialog.getByRole('button', { name: wallet }));
  return dialog;
};

const connected = async (address: string) => {
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  await expect(walletStore.state).toMatchObject({ isConnect: true, address });
};

const methods = (unisat: FakeUnisat | undefined) => unisat?.calls.map((call) => call.method) ?? [];

/** UniSat on signet: getChain says so (the legacy getNetwork would say 'unknown'), and it connects as it is. */
export const UnisatOnSignet: Story = {
  args: { network: 'signet', unisat: unisatOn('BITCOIN_SIGNET') },
  play: async ({ args, canvasElement }) => {
    await connectWith(canvasElement, 'UniSat');
    await connected(test.p2tr);
    await expect(walletStore.state.network).toBe('signet');
    await expect(methods(args.unisat).slice(0, 2)).toEqual(['getChain', 'requestAccounts']);
    await expect(methods(args.unisat)).not.toContain('getNetwork');
  },
};

/** A testnet market on testnet4 (its genesis block says), and UniSat on testnet4: connected through getChain. */
export const UnisatOnTestnet4: Story = {
  args: { network: 'testnet', genesis: testnetGenesisHashes.testnet4, unisat: unisatOn('BITCOIN_TESTNET4') },
  play: async ({ args, canvasElement }) => {
    await connectWith(canvasElement, 'UniSat');
    await connected(test.p2tr);
    await expect(methods(args.unisat)).not.toContain('switchChain');
  },
};

/** UniSat on testnet3 at the testnet4 market: asked to switch, it does, and connects there. */
export const UnisatAskedToSwitch: Story = {
  args: { network: 'testnet', genesis: testnetGenesisHashes.testnet4, unisat: unisatOn('BITCOIN_TESTNET') },
  play: async ({ args, canvasElement }) => {
    await connectWith(canvasElement, 'UniSat');
    await connected(test.p2tr);
    await expect(args.unisat?.calls[1]).toEqual({ method: 'switchChain', args: ['BITCOIN_TESTNET4'] });
    await expect(args.unisat?.chain).toBe('BITCOIN_TESTNET4');
  },
};

/** The user keeps UniSat on mainnet at the signet market: told why in the dialog, and nothing is connected. */
export const UnisatSwitchRefused: Story = {
  args: { network: 'signet', unisat: unisatOn('BITCOIN_MAINNET', { refuseSwitch: true }) },
  play: async ({ args, canvasElement }) => {
    const dialog = await connectWith(canvasElement, 'UniSat');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'UniSat stayed on Bitcoin mainnet, and this market runs on Bitcoin signet. Switch UniSat to Bitcoin signet to connect.',
    );
    await expect(walletStore.state.isConnect).toBe(false);
    await expect(methods(args.unisat)).not.toContain('requestAccounts');
    await expect(args.unisat?.connected).toBe(false);
  },
};

/** Connected on signet, the trader moves UniSat to testnet4: it is asked back, goes back, and stays connected. */
export const UnisatChainChangedBack: Story = {
  args: { network: 'signet', unisat: unisatOn('BITCOIN_SIGNET') },
  play: async ({ args, canvasElement }) => {
    await connectWith(canvasElement, 'UniSat');
    await connected(test.p2tr);
    args.unisat?.switchInWallet('BITCOIN_TESTNET4');
    await waitFor(() => expect(args.unisat?.chain).toBe('BITCOIN_SIGNET'));
    await expect(args.unisat?.calls.at(-1)).toEqual({ method: 'switchChain', args: ['BITCOIN_SIGNET'] });
    await expect(walletStore.state).toMatchObject({ isConnect: true, network: 'signet' });
  },
};

/** Connected on signet, the trader moves UniSat to testnet4 and refuses to go back: disconnected, and told why. */
export const UnisatChainChangedAway: Story = {
  args: { network: 'signet', unisat: unisatOn('BITCOIN_SIGNET') },
  play: async ({ args, canvasElement }) => {
    await connectWith(canvasElement, 'UniSat');
    await connected(test.p2tr);
    if (args.unisat) args.unisat.refuseSwitch = true;
    args.unisat?.switchInWallet('BITCOIN_TESTNET4');
    await expect(
      await within(document.body).findByText(
        'UniSat moved to Bitcoin testnet4 and stayed there, so it was disconnected: this market runs on Bitcoin signet. Switch it back and connect again.',
      ),
    ).toBeVisible();
    await expect(walletStore.state.isConnect).toBe(false);
    await expect(within(canvasElement).getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  },
};

/**
 * Xverse (on Mainnet) at the signet market, UniSat installed too: wallet_connect names Signet, Xverse answers its
 * signet addresses, and every call goes to Xverse's own provider: sats-connect's wallet picker never opens and no
 * default wallet is remembered.
 */
export const XverseOnSignet: Story = {
  args: {
    network: 'signet',
    unisat: unisatOn('BITCOIN_SIGNET'),
    xverse: new FakeXverseProvider(
      { ordinals: mainnet.p2tr, payment: mainnet.p2wpkh },
      { ordinals: test.p2tr, payment: test.p2wpkh },
    ),
  },
  play: async ({ args, canvasElement }) => {
    let pickerOpened = false;
    const notePicker = () => {
      pickerOpened = true;
    };
    window.addEventListener('sats-connect_wallet-provider-selector_open', notePicker);
    try {
      await connectWith(canvasElement, 'Xverse');
      await connected(test.p2tr);
    } finally {
      window.removeEventListener('sats-connect_wallet-provider-selector_open', notePicker);
    }
    const requests = args.xverse?.requests ?? [];
    await expect(requests[0]).toMatchObject({
      method: 'wallet_connect',
      params: { network: BitcoinNetworkType.Signet },
    });
    await expect(requests.map((request) => request.method)).toContain('signMessage');
    await expect(args.xverse?.network).toBe(BitcoinNetworkType.Signet);
    await expect(walletStore.state).toMatchObject({ paymentAddress: test.p2wpkh, network: 'signet' });
    await expect(pickerOpened).toBe(false);
    await expect(document.getElementById('sats-connect-wallet-provider-selector')).toBeNull();
    await expect(localStorage.getItem('sats-connect_defaultProvider')).toBeNull();
    await expect(methods(args.unisat)).toEqual([]);
  },
};
