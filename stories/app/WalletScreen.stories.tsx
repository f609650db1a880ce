import { tradeStore, walletStore } from '@ordmarket/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AccountScreen } from '@ordmarket/app/screens/account';
import { type FakeUnisat, WalletConnectorsContext } from '@ordmarket/app/testing';
import {
  emptyPage,
  emptyWalletAnswers,
  otherAddress,
  replacedTrades,
  signedInStorage,
  storyWalletConnectors,
  traderAddress,
  walletAnswers,
} from '../fixtures/app/accountFixtures';
import type { FixtureAnswers } from '../fixtures/app/fixtureApi';
import { FixtureRefusal, fixturePage, neverAnswers } from '../fixtures/app/fixtureApi';
import {
  expireBusyAnnouncements,
  inscribeAnswers,
  orderPaymentAddress,
  storyUnisat,
  unisatWithoutInscribe,
} from '../fixtures/app/inscribeFixtures';
import { pixelArtUrl } from '../fixtures/marketFixtures';
import { AddressWatch, type AddressListener } from '../fixtures/app/AddressWatch';
import { InlineInscriptions } from '../fixtures/app/InlineInscriptions';
import { ScreenStory } from '../fixtures/app/ScreenStory';

interface WalletStoryArgs {
  readonly answers: FixtureAnswers;
  readonly isSignedIn: boolean;
  /** Signed in with this UniSat rather than the devnet wallet. */
  readonly unisat?: FakeUnisat;
  /** The address the story opens: /wallet unless a story opens a tab by its link. */
  readonly path?: string;
  readonly onAddress?: AddressListener;
}

// Inline art instead of the server's /content route: stories have no network.
const inlineContent = (inscriptionId: string) => pixelArtUrl(Number.parseInt(inscriptionId.slice(0, 2), 10));

function WalletStory({ answers, isSignedIn, unisat, path = '/wallet', onAddress }: WalletStoryArgs) {
  return (
    <ScreenStory route="/wallet" path={path} answers={answers} storage={isSignedIn ? signedInStorage : {}}>
      <WalletConnectorsContext.Provider value={storyWalletConnectors(unisat)}>
        <InlineInscriptions picture={inlineContent}>
          <AccountScreen />
          {onAddress && <AddressWatch onAddress={onAddress} />}
        </InlineInscriptions>
      </WalletConnectorsContext.Provider>
    </ScreenStory>
  );
}

const meta = {
  title: 'App/Wallet/WalletScreen',
  component: WalletStory,
  args: { answers: walletAnswers, isSignedIn: true },
  // Signed in as the devnet trader (or with UniSat) with 0.5 BTC; forgotten after each story, drawers closed.
  beforeEach: ({ args }) => {
    if (args.isSignedIn) {
      walletStore.setConnected(args.unisat ? 'unisat' : 'devnet', traderAddress);
      walletStore.setBalance({ confirmed: 50_000_000, unconfirmed: 0, total: 50_000_000 });
    }
    return () => {
      walletStore.resetWallet();
      tradeStore.closeInscribe();
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

/** BRC-20 balances: available and transferable per token, and the transfer inscriptions ready to list. */
export const Tokens: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'BRC-20' }));
    const table = within(await canvas.findByRole('table', { name: 'BRC-20 balances' }));
    await expect(await table.findByRole('rowheader', { name: 'blok' })).toBeVisible();
    await expect(table.getByText('380')).toBeVisible();
    // Token figures are grouped like every other number: 2,080 available, not 2080.
    await expect(table.getByText('2,080')).toBeVisible();
    await expect(table.getAllByText('6,400')).toHaveLength(2);
    await expect(table.getByRole('button', { name: 'Inscribe transfer of blok' })).toBeEnabled();
    const transfers = within(canvas.getByRole('table', { name: 'Transfer inscriptions ready to list' }));
    await expect(await transfers.findByRole('rowheader', { name: '380 blok' })).toBeVisible();
    await expect(transfers.getByRole('link', { name: 'List for sale: 380 blok' })).toHaveAttribute(
      'href',
      `/assets/${'56'.repeat(32)}i0`,
    );
  },
};

/**
 * The open tab is in the address: a link to /wallet?tab=history opens History, and choosing another tab replaces the
 * address (a reload or a shared link opens it again; the back button leaves /wallet rather than walking its tabs).
 */
export const TabInTheAddress: Story = {
  args: { path: '/wallet?tab=history', onAddress: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'BRC-20' }));
    await waitFor(() => expect(args.onAddress).toHaveBeenLastCalledWith('/wallet?tab=brc20', 'REPLACE'));
    await expect(canvas.getByRole('tab', { name: 'BRC-20' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Inscriptions' }));
    await waitFor(() => expect(args.onAddress).toHaveBeenLastCalledWith('/wallet', 'REPLACE'));
  },
};

const waitingTxid = 'c4'.repeat(32);
const bumpedTxid = 'd5'.repeat(32);
const waitingPurchase = {
  purchase_id: '4e7a1c2b-9d3f-4a5e-8b6c-7d0e1f2a3b4c',
  txid: waitingTxid,
  inscription_ids: [`${'01'.repeat(32)}i0`, `${'03'.repeat(32)}i0`],
  network_fee: 1_248,
  virtual_size: 312,
  fee_rate: 4,
  min_bump_fee_rate: 5,
  bumps: 0,
  sent_at: 1_795_286_697,
};

/** Told each fee bump the market is sent. */
const speedUpSent = fn<(body: { txid: string; psbt: string }) => void>();

/** A sweep waiting in the mempool at 4 sat/vB, and the market's answers to its fee bump. */
const speedUpAnswers = (sent: (body: { txid: string; psbt: string }) => void): FixtureAnswers => ({
  ...walletAnswers,
  '/btc/ordinals/get_my_waiting_purchases': () => ({ items: [waitingPurchase] }),
  '/btc/ordinals/prepare_speed_up': (body) => ({
    purchase_id: waitingPurchase.purchase_id,
    psbt: '70736274ff0100',
    buyer_inputs: [0],
    network_fee: body.fee_rate * waitingPurchase.virtual_size,
    virtual_size: waitingPurchase.virtual_size,
  }),
  '/btc/ordinals/speed_up': (body) => {
    sent(body);
    return { txid: bumpedTxid };
  },
});

/**
 * A purchase waiting for a block shows above the tabs with the rate it pays. Speed up opens the bump: the tiers priced
 * at its size, the least rate that replaces it (a custom rate under it cannot be signed), and once the wallet signed,
 * the market relays the bump of that very transaction and the trader hears the new rate.
 */
export const PurchaseWaiting: Story = {
  args: { unisat: storyUnisat(), answers: speedUpAnswers(speedUpSent) },
  beforeEach: () => {
    speedUpSent.mockClear();
  },
  play: async ({ canvas }) => {
    const waiting = within(await canvas.findByRole('list', { name: 'Purchases waiting for a block' }));
    await expect(waiting.getByRole('listitem')).toHaveTextContent(
      '2 items · paying 4 sat/vB · transaction c4c4c4c4…c4c4c4c4',
    );
    await userEvent.click(waiting.getByRole('button', { name: `Speed up the purchase sent as ${waitingTxid}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Speed up your purchase' }));
    await expect(dialog.getByText('It waits in the mempool at 4 sat/vB (network fee 1,248 sats).')).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Sign and speed up' });
    // Fastest (22 sat/vB) replaces it.
    await expect(confirm).toBeEnabled();
    await userEvent.click(dialog.getByRole('radio', { name: /^Custom/ }));
    const custom = dialog.getByRole('textbox', { name: 'Custom fee rate' });
    await userEvent.type(custom, '4');
    await expect(dialog.getByText('To replace it, the new rate must be at least 5 sat/vB.')).toHaveAttribute(
      'data-too-low',
    );
    await expect(confirm).toBeDisabled();
    await userEvent.clear(custom);
    await userEvent.type(custom, '30');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(await screen.findByText('Speed-up sent: your purchase now pays 30 sat/vB.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Speed up your purchase' })).toBeNull());
    await expect(speedUpSent).toHaveBeenCalledWith(expect.objectContaining({ txid: waitingTxid }));
    await expireBusyAnnouncements();
  },
};

/** The market refuses a bump (the purchase was mined meanwhile): the dialog says why and stays open. */
export const SpeedUpRefused: Story = {
  args: {
    unisat: storyUnisat(),
    answers: {
      ...speedUpAnswers(() => undefined),
      '/btc/ordinals/prepare_speed_up': () => {
        throw new FixtureRefusal(1, 'This purchase is already confirmed: there is nothing to speed up.');
      },
    },
  },
  play: async ({ canvas }) => {
    const waiting = within(await canvas.findByRole('list', { name: 'Purchases waiting for a block' }));
    await userEvent.click(waiting.getByRole('button', { name: `Speed up the purchase sent as ${waitingTxid}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Speed up your purchase' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sign and speed up' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This purchase is already confirmed: there is nothing to speed up.',
    );
    await expect(dialog.getByRole('button', { name: 'Keep waiting' })).toBeEnabled();
    await expireBusyAnnouncements();
  },
};

/**
 * Transfers paid for and not yet in a block show at once, each with where it is (the service inscribing it next,
 * inscribing, sent and waiting for a block), so nobody inscribes the same transfer twice while waiting.
 */
export const TransfersOnTheirWay: Story = {
  args: {
    answers: {
      ...walletAnswers,
      '/btc/brc_20/get_my_transfers_in_flight': () => ({
        items: [
          {
            order_id: '3f2a9c1e-7b4d-4e8a-9c6f-0d1e2f3a4b5c',
            tick: 'blok',
            amount: '120',
            status: 'inscribed' as const,
            inscription_id: `${'78'.repeat(32)}i0`,
            created_at: 1_795_286_697,
          },
          {
            order_id: '8c7b6a5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d',
            tick: 'blok',
            amount: '50',
            status: 'paid' as const,
            inscription_id: null,
            created_at: 1_795_286_757,
          },
        ],
      }),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'BRC-20' }));
    const onTheirWay = within(await canvas.findByRole('list', { name: 'Transfers on their way' }));
    const rows = onTheirWay.getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      '120 blokInscribed: waiting for a block',
      '50 blokPaid: inscribing next',
    ]);
  },
};

const inscribeDrawer = async () => within(await screen.findByRole('dialog', { name: 'Inscribe a blok transfer' }));

/**
 * A transfer inscription of part of the available balance, paid to the market's inscription service (this UniSat
 * cannot inscribe one itself): more than is available is refused, Max fills it all, and once paid the drawer
 * follows the order.
 */
export const InscribeTransfer: Story = {
  args: { unisat: unisatWithoutInscribe(), answers: { ...walletAnswers, ...inscribeAnswers() } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'BRC-20' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Inscribe transfer of blok' }));
    const drawer = await inscribeDrawer();
    const amount = drawer.getByRole('textbox', { name: 'Amount' });
    await expect(await drawer.findByText('2,080')).toBeVisible();
    await userEvent.type(amount, '3000');
    await expect(amount).toHaveAccessibleDescription('Only 2,080 is available to inscribe.');
    await userEvent.click(drawer.getByRole('button', { name: 'Max' }));
    await expect(amount).toHaveValue('2080');
    const total = () => drawer.getByText('Total', { selector: 'dt' }).parentElement;
    await waitFor(() => expect(total()).toHaveTextContent('0.00004458 BTC'));
    await userEvent.click(drawer.getByRole('button', { name: 'Inscribe' }));
    await expect(await screen.findByText('Payment success')).toBeVisible();
    const payment = args.unisat?.calls.find((call) => call.method === 'sendBitcoin')?.args;
    await expect(payment).toEqual([orderPaymentAddress, 4_458, { feeRate: 12 }]);
    await expect(await drawer.findByRole('list', { name: 'Inscription order progress' })).toBeVisible();
    await expireBusyAnnouncements();
  },
};

/** UniSat inscribes the transfer in its own window: the drawer hands it the tick and amount, then closes. */
export const InscribeTransferInUniSat: Story = {
  args: { unisat: storyUnisat(), answers: { ...walletAnswers, ...inscribeAnswers() } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'BRC-20' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Inscribe transfer of fomo' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Inscribe a fomo transfer' }));
    await userEvent.type(drawer.getByRole('textbox', { name: 'Amount' }), '500');
    const inscribe = await drawer.findByRole('button', { name: 'Inscribe' });
    await waitFor(() => expect(inscribe).toBeEnabled());
    await userEvent.click(inscribe);
    await expect(
      await screen.findByText(
        'Your wallet is inscribing the transfer. Once it is confirmed the amount moves to Transferable, ready to list.',
      ),
    ).toBeVisible();
    await expect(args.unisat?.calls.find((call) => call.method === 'inscribeTransfer')?.args).toEqual(['fomo', '500']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expireBusyAnnouncements();
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
    await expect(await tokens.findByRole('link', { name: '8,800 zapp' })).toBeVisible();
    await expect(tokens.getByText('3 sats')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'My NFT listings' })).toBeNull();
    await userEvent.click(markets.getByRole('button', { name: 'NFTs (3)' }));
    await expect(await canvas.findByRole('table', { name: 'My NFT listings' })).toBeVisible();
  },
};

/**
 * The sales, newest first, with who received each and how it ended: sold by the market, or replaced by another
 * transaction in place of the market's purchase; then the BRC-20 ones.
 */
export const Sold: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Sold' }));
    const nfts = within(await canvas.findByRole('table', { name: 'My NFT sales' }));
    await expect(await nfts.findByRole('rowheader', { name: /Block #7/ })).toBeVisible();
    await expect(nfts.getAllByText(otherAddress)).toHaveLength(3);
    const replaced = nfts.getByRole('rowheader', { name: /Block #8/ }).closest('tr');
    if (!replaced) throw new Error('no row for Block #8');
    await expect(within(replaced).getByText('Replaced')).toBeVisible();
    await expect(nfts.getAllByText('Sold')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'BRC-20 (1)' }));
    const tokens = within(await canvas.findByRole('table', { name: 'My BRC-20 sales' }));
    await expect(await tokens.findByRole('link', { name: '1,000 fomo' })).toBeVisible();
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
 * Transferable...), a page at a time; the deploy, mint and transfer orders are one press away.
 */
export const History: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    const trades = within(await canvas.findByRole('table', { name: 'My trades' }));
    const items = (await trades.findAllByRole('rowheader')).map((cell) => cell.textContent);
    await expect(items.slice(0, 3)).toEqual(['1,000 blok', 'Block #12', '380 blok']);
    await expect(trades.getAllByText('Bought')).toHaveLength(2);
    await expect(trades.getByText('Transferable')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(await trades.findByRole('link', { name: 'Block #33' })).toBeVisible();
    await expect(trades.queryByText('Bought')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Deploy, mint and transfer orders' }));
    const orders = within(await canvas.findByRole('table', { name: 'Deploy, mint and transfer history' }));
    await expect(await orders.findByText('Awaiting payment')).toBeVisible();
    await expect(orders.getByText('Deploy')).toBeVisible();
    await expect(orders.getByText('Transfer')).toBeVisible();
    await expect(orders.getByText('Refunded')).toBeVisible();
    await expect(orders.getByText('The payment came after the order expired, so it was sent back.')).toBeVisible();
    // Back to the trades, which open again on their newest page.
    await userEvent.click(canvas.getByRole('button', { name: 'Trades' }));
    await expect(await canvas.findByRole('link', { name: 'Block #12' })).toBeVisible();
  },
};

/**
 * A purchase another transaction replaced on chain (reusing the seller's signature, the market's fees unpaid): the
 * history names it Replaced, with who received the inscription instead, and never as bought.
 */
export const ReplacedPurchase: Story = {
  args: {
    answers: { ...walletAnswers, '/btc/ordinals/get_user_activity': (body) => fixturePage(replacedTrades, body) },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    const trades = within(await canvas.findByRole('table', { name: 'My trades' }));
    const replaced = (await trades.findByRole('rowheader', { name: /Block #8/ })).closest('tr');
    if (!replaced) throw new Error('no row for Block #8');
    await expect(within(replaced).getByText('Replaced')).toBeVisible();
    await expect(within(replaced).getByText(otherAddress)).toBeVisible();
    await expect(within(replaced).queryByText('Bought')).toBeNull();
    await expect(trades.getAllByText('Bought')).toHaveLength(1);
  },
};

/**
 * The deploy, mint and transfer inscription orders, newest first: where each stands, and why a refunded one was
 * sent back.
 */
export const InscriptionOrders: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Deploy, mint and transfer orders' }));
    const orders = within(await canvas.findByRole('table', { name: 'Deploy, mint and transfer history' }));
    const kinds = (await orders.findAllByRole('row')).slice(1).map((row) => within(row).getAllByRole('cell')[0]);
    await expect(kinds.map((cell) => cell?.textContent)).toEqual(['Transfer', 'Mint', 'Deploy']);
    await expect(orders.getByText('Inscribed')).toBeVisible();
    await expect(orders.getByText('The payment came after the order expired, so it was sent back.')).toBeVisible();
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
    const toast = await toasts.findByRole('alert');
    await expect(
      await within(toast).findByText('The marketplace could not read your history. Please try again.'),
    ).toBeVisible();
    // What to do next, under the market's own words.
    await expect(toast).toHaveTextContent('If it keeps happening, tell us what you were doing.');
    await expect(await canvas.findByText('No trades yet')).toBeVisible();
  },
};

/** The same failure on a Chinese page: what happened and what to do are both in Chinese. */
export const HistoryFailedInChinese: Story = {
  ...HistoryFailed,
  globals: { language: 'cn' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '历史' }));
    const toast = await within(document.body).findByRole('alert');
    await expect(toast).toHaveTextContent('市场出现内部错误。');
    await expect(toast).toHaveTextContent('请重试；如果问题持续，请告诉我们你当时在做什么。');
    await expect(toast).not.toHaveTextContent('The marketplace could not read your history');
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
