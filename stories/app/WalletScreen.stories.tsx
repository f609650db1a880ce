import { walletStore } from '@ordmarket/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContentUrlContext } from '../../app/src/content/contentUrl';
import { WalletScreen } from '../../app/src/screens/wallet/WalletScreen';
import { WalletConnectorsContext } from '../../app/src/shell/wallet/walletConnectors';
import {
  emptyPage,
  emptyWalletAnswers,
  otherAddress,
  signedInStorage,
  storyWalletConnectors,
  traderAddress,
  walletAnswers,
} from '../fixtures/app/accountFixtures';
import type { FixtureAnswers } from '../fixtures/app/fixtureApi';
import { FixtureRefusal, neverAnswers } from '../fixtures/app/fixtureApi';
import { pixelArtUrl } from '../fixtures/marketFixtures';
import { ScreenStory } from '../fixtures/app/ScreenStory';

interface WalletStoryArgs {
  readonly answers: FixtureAnswers;
  readonly isSignedIn: boolean;
}

// Inline art instead of the server's /content route: stories have no network.
const inlineContent = (inscriptionId: string) => pixelArtUrl(Number.parseInt(inscriptionId.slice(0, 2), 10));

function WalletStory({ answers, isSignedIn }: WalletStoryArgs) {
  return (
    <ScreenStory route="/wallet" path="/wallet" answers={answers} storage={isSignedIn ? signedInStorage : {}}>
      <WalletConnectorsContext.Provider value={storyWalletConnectors()}>
        <ContentUrlContext.Provider value={inlineContent}>
          <WalletScreen />
        </ContentUrlContext.Provider>
      </WalletConnectorsContext.Provider>
    </ScreenStory>
  );
}

const meta = {
  title: 'App/Wallet/WalletScreen',
  component: WalletStory,
  args: { answers: walletAnswers, isSignedIn: true },
  // Signed in as the devnet trader with 0.5 BTC; forgotten after each story.
  beforeEach: ({ args }) => {
    if (args.isSignedIn) {
      walletStore.setConnected('devnet', traderAddress);
      walletStore.setBalance({ confirmed: 50_000_000, unconfirmed: 0, total: 50_000_000 });
    }
    return () => {
      walletStore.resetWallet();
    };
  },
} satisfies Meta<typeof WalletStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not signed in: a prompt to connect instead of anyone's data. */
export const SignedOut: Story = {
  args: { isSignedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Connect your wallet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** The collections the wallet holds, and its own items of the first one (not the other holder's). */
export const Inscriptions: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 owned')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /Block #1/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Block #3/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Block #2/ })).toBeNull();
  },
};

/** BRC-20 balances: available and transferable per token. */
export const Tokens: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'BRC-20' }));
    const table = within(await canvas.findByRole('table', { name: 'BRC-20 balances' }));
    await expect(await table.findByRole('rowheader', { name: 'blok' })).toBeVisible();
    await expect(table.getByText('380')).toBeVisible();
  },
};

/**
 * Everything the wallet has for sale, NFTs first: names (or numbers), collections, prices and a purchase
 * pending; the BRC-20 segment shows its transfers with their unit prices, and back.
 */
export const Listings: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Listings' }));
    const nfts = within(await canvas.findByRole('table', { name: 'My NFT listings' }));
    await expect(await nfts.findByRole('link', { name: 'Block #5' })).toHaveAttribute(
      'href',
      `/assets/${'05'.repeat(32)}i0`,
    );
    await expect(nfts.getByText('Selling')).toBeVisible();
    await expect(nfts.getByRole('link', { name: '#41' })).toBeVisible();
    const markets = within(canvas.getByRole('group', { name: 'Market to show' }));
    await expect(await markets.findByRole('button', { name: 'NFTs (3)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(await markets.findByRole('button', { name: 'BRC-20 (2)' }));
    const tokens = within(await canvas.findByRole('table', { name: 'My BRC-20 listings' }));
    await expect(await tokens.findByRole('link', { name: '8800 zapp' })).toBeVisible();
    await expect(tokens.getByText('3 sats')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'My NFT listings' })).toBeNull();
    await userEvent.click(markets.getByRole('button', { name: 'NFTs (3)' }));
    await expect(await canvas.findByRole('table', { name: 'My NFT listings' })).toBeVisible();
  },
};

/** The sales, newest first, with their buyers; then the BRC-20 ones. */
export const Sold: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Sold' }));
    const nfts = within(await canvas.findByRole('table', { name: 'My NFT sales' }));
    await expect(await nfts.findByRole('rowheader', { name: /Block #7/ })).toBeVisible();
    await expect(nfts.getAllByText(otherAddress)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'BRC-20 (1)' }));
    const tokens = within(await canvas.findByRole('table', { name: 'My BRC-20 sales' }));
    await expect(await tokens.findByRole('link', { name: '1000 fomo' })).toBeVisible();
  },
};

/** A wallet selling only BRC-20: the Listings tab opens on them rather than on an empty NFT list. */
export const TokenListingsOnly: Story = {
  args: { answers: { ...walletAnswers, '/btc/ordinals/get_user_listed_orders': () => emptyPage } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Listings' }));
    await expect(await canvas.findByRole('table', { name: 'My BRC-20 listings' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'BRC-20 (2)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'NFTs (0)' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/**
 * The trades of both markets in one history, newest first, in the trader's words (Bought, Sold,
 * Transferable...), a page at a time; the deploy and mint orders are one press away.
 */
export const History: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    const trades = within(await canvas.findByRole('table', { name: 'My trades' }));
    const items = (await trades.findAllByRole('rowheader')).map((cell) => cell.textContent);
    await expect(items.slice(0, 3)).toEqual(['1000 blok', 'Block #12', '380 blok']);
    await expect(trades.getAllByText('Bought')).toHaveLength(2);
    await expect(trades.getByText('Transferable')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(await trades.findByRole('link', { name: 'Block #33' })).toBeVisible();
    await expect(trades.queryByText('Bought')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Deploy and mint orders' }));
    const orders = within(await canvas.findByRole('table', { name: 'Deploy and mint history' }));
    await expect(await orders.findByText('Awaiting payment')).toBeVisible();
    await expect(orders.getByText('Deploy')).toBeVisible();
    // Back to the trades, which open again on their newest page.
    await userEvent.click(canvas.getByRole('button', { name: 'Trades' }));
    await expect(await canvas.findByRole('link', { name: 'Block #12' })).toBeVisible();
  },
};

/** On a phone the history keeps what happened, to what and for how much; the rest waits for a wider screen. */
export const HistoryOnPhone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    const trades = within(await canvas.findByRole('table', { name: 'My trades' }));
    await expect(await trades.findByRole('link', { name: 'Block #12' })).toBeVisible();
    await expect(trades.queryByRole('columnheader', { name: 'With' })).toBeNull();
  },
};

/** A wallet that never traded: each trade tab says so, with both markets counted at zero. */
export const NoTrades: Story = {
  args: { answers: emptyWalletAnswers },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Listings' }));
    await expect(await canvas.findByText('No listings yet')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'BRC-20 (0)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Sold' }));
    await expect(await canvas.findByText('Nothing sold yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(await canvas.findByText('No trades yet')).toBeVisible();
  },
};

/** While the history loads: placeholder rows, and no page count yet. */
export const HistoryLoading: Story = {
  args: { answers: { ...walletAnswers, '/btc/ordinals/get_user_activity': neverAnswers } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(await canvas.findByRole('table', { name: 'My trades' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('navigation', { name: 'Trade pages' })).toBeNull();
  },
};

/** The history cannot be read: the server's message shows as a toast and the list stays empty. */
export const HistoryFailed: Story = {
  args: {
    answers: {
      ...walletAnswers,
      '/btc/ordinals/get_user_activity': () => {
        throw new FixtureRefusal(10090000, 'The marketplace could not read your history. Please try again.');
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    const toasts = within(document.body);
    await expect(
      await toasts.findByText('The marketplace could not read your history. Please try again.'),
    ).toBeVisible();
    await expect(await canvas.findByText('No trades yet')).toBeVisible();
  },
};

/** A new wallet: says there is nothing yet and points to the collections. */
export const Empty: Story = {
  args: { answers: emptyWalletAnswers },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No inscriptions in this wallet yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Browse collections' })).toBeEnabled();
  },
};

/** While the lists load: placeholder cards. */
export const Loading: Story = {
  args: { answers: { ...walletAnswers, '/btc/ordinals/get_user_collections': neverAnswers } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Inscriptions' })).toBeVisible();
  },
};
