import { walletStore } from '@ordmarket/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WalletButton } from '@ordmarket/app/shell';
import { WalletConnectorsContext } from '@ordmarket/app/testing';
import { healthOn, signedInStorage, storyWalletConnectors, traderAddress } from '../fixtures/app/accountFixtures';
import { fixturePage } from '../fixtures/app/fixtureApi';
import { ScreenStory } from '../fixtures/app/ScreenStory';

const meta = {
  title: 'App/Wallet/WalletButton',
  component: WalletButton,
  decorators: [
    (Story, { parameters }) => (
      <ScreenStory
        route="/"
        path="/"
        answers={{
          '/api/v1/health': () => healthOn('devnet'),
          '/api/v1/user/ordinals/logout': () => ({ ended_sessions: 1 }),
          // The account's addresses, most recent first: a session with no wallet here shows the first.
          '/phoenix/user_all/get_ordinals_user_address': () => fixturePage(accountAddresses(parameters), undefined),
        }}
        storage={signedInStorage}
      >
        <WalletConnectorsContext.Provider value={storyWalletConnectors()}>
          <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 24 }}>
            <Story />
          </div>
        </WalletConnectorsContext.Provider>
      </ScreenStory>
    ),
  ],
} satisfies Meta<typeof WalletButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The addresses the signed-in account has used, set by a story's `accountAddresses` parameter (none by default). */
function accountAddresses(parameters: Record<string, unknown>) {
  const given: unknown = parameters.accountAddresses;
  const addresses = Array.isArray(given)
    ? given.filter((address): address is string => typeof address === 'string')
    : [];
  return addresses.map((address) => ({
    address,
    wallet: 'unisat',
    public_key: null,
    first_seen_at: '2026-11-21T10:00:00.000Z',
    last_seen_at: '2026-11-21T10:00:00.000Z',
  }));
}

// The devnet wallet, connected with 0.5 BTC; undone after the story so the next one starts disconnected.
const connectTrader = (unconfirmed = 0) => {
  walletStore.setConnected('devnet', traderAddress);
  walletStore.setNetwork('devnet');
  walletStore.setBalance({ confirmed: 50_000_000 - unconfirmed, unconfirmed, total: 50_000_000 });
  return () => {
    walletStore.resetWallet();
  };
};

/** No wallet: one button that opens the connect dialog. */
export const Disconnected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
  },
};

/** A connected wallet: its shortened address and balance in BTC. */
export const ConnectedWithBalance: Story = {
  beforeEach: () => connectTrader(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'tb1p...69fs · 0.50000000 BTC' })).toBeVisible();
  },
};

/** Coins on their way (a purchase's change, the dummy UTXOs): confirmed and unconfirmed are told apart. */
export const WithUnconfirmedBalance: Story = {
  beforeEach: () => connectTrader(10_000_000),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'tb1p...69fs · 0.40000000 BTC confirmed, 0.10000000 BTC unconfirmed' }),
    ).toBeVisible();
  },
};

/** The wallet menu, with the devnet faucet for the devnet wallet and Log out for a signed-in session. */
export const MenuOpen: Story = {
  beforeEach: () => connectTrader(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /0\.5/ }));
    const menu = within(await within(document.body).findByRole('menu'));
    for (const item of ['Copy address', 'My wallet', 'Devnet faucet', 'Log out', 'Disconnect']) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
  },
};

/** Disconnect forgets the wallet: the button asks to connect again. */
export const Disconnects: Story = {
  tags: ['no-screenshot'],
  beforeEach: () => connectTrader(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /0\.5/ }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Disconnect' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Connect wallet' })).toBeVisible());
  },
};

/**
 * Signed in by a QR code approved on a phone, no wallet in this browser: the header names the account's address and
 * how it signed in, and its menu copies the address, opens /wallet, connects a wallet here to sign, and logs out.
 */
export const QrSignedInHeader: Story = {
  parameters: { accountAddresses: [traderAddress] },
  play: async ({ canvas }) => {
    const session = await canvas.findByRole('button', { name: 'tb1p...69fs · signed in by QR code' });
    await userEvent.click(session);
    const menu = within(await within(document.body).findByRole('menu'));
    for (const item of ['Copy address', 'My wallet', 'Connect a wallet here to sign', 'Log out']) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await expect(menu.queryByRole('menuitem', { name: 'Disconnect' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** Log out ends a QR session: the header asks to connect again. */
export const QrSessionLogsOut: Story = {
  tags: ['no-screenshot'],
  parameters: { accountAddresses: [traderAddress] },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /signed in by QR code/ }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Connect wallet' })).toBeVisible());
  },
};
