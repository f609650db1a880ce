import { walletStore } from '@ordmarket/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContentUrlContext } from '../../app/src/content/contentUrl';
import { WalletScreen } from '../../app/src/screens/wallet/WalletScreen';
import { WalletConnectorsContext } from '../../app/src/shell/wallet/walletConnectors';
import {
  emptyWalletAnswers,
  signedInStorage,
  storyWalletConnectors,
  traderAddress,
  walletAnswers,
} from '../fixtures/app/accountFixtures';
import type { FixtureAnswers } from '../fixtures/app/fixtureApi';
import { neverAnswers } from '../fixtures/app/fixtureApi';
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

/** The wallet's BRC-20 listings still for sale. */
export const Listings: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Listings' }));
    const table = within(await canvas.findByRole('table', { name: 'My BRC-20 listings' }));
    await expect(await table.findByRole('rowheader', { name: 'zapp' })).toBeVisible();
  },
};

/** Deploy and mint orders with their fees and states. */
export const History: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    const table = within(await canvas.findByRole('table', { name: 'Deploy and mint history' }));
    await expect(await table.findByText('Awaiting payment')).toBeVisible();
    await expect(table.getByText('Deploy')).toBeVisible();
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
