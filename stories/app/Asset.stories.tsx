import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContentUrlContext, pendingDummies, walletStore, type NetRate } from '@ordmarket/app';
import { AssetRoute } from '@ordmarket/app/screens/asset';
import { neverAnswers, type FixtureAnswers } from '../fixtures/app/fixtureApi';
import { ScreenStory } from '../fixtures/app/ScreenStory';
import { assetAnswers, assetContentUrl, assetIds, singleQuote } from '../fixtures/app/tradeFixtures';

interface AssetStoryArgs {
  readonly inscriptionId: string;
  readonly answers: FixtureAnswers;
  /** The fee rates the market answered; by default a busy mempool's. */
  readonly netRate?: NetRate | null;
}

function AssetStory({ inscriptionId, answers, netRate }: AssetStoryArgs) {
  return (
    <ContentUrlContext.Provider value={assetContentUrl}>
      <ScreenStory
        route="/assets/:txid"
        path={`/assets/${inscriptionId}`}
        answers={answers}
        {...(netRate === undefined ? {} : { netRate })}
      >
        <AssetRoute />
      </ScreenStory>
    </ContentUrlContext.Provider>
  );
}

const meta = {
  title: 'App/Asset/Asset',
  component: AssetStory,
  parameters: { layout: 'fullscreen' },
  args: { inscriptionId: assetIds.image, answers: assetAnswers() },
  // The wait for dummies is kept in localStorage, which story files running side by side share: a file that starts
  // while another's story waits would read it. Every story starts with none.
  beforeEach: () => {
    pendingDummies.clear();
  },
} satisfies Meta<typeof AssetStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A listed image as a visitor sees it: price, Buy now, the cart, share, details and history. */
export const ListedImage: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Punk #8', level: 1 })).toBeVisible();
    await waitFor(() => expect(page.getByRole('img', { name: 'Content of Punk #8' })).toBeVisible());
    await expect(page.getByRole('button', { name: 'Buy now' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Sat Punks' })).toHaveAttribute('href', '/collections/sat-punks');
    await expect(await page.findByRole('table', { name: 'History' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Add to cart' }));
    await userEvent.click(await page.findByRole('button', { name: 'Remove from cart' }));
    await expect(await page.findByRole('button', { name: 'Add to cart' })).toBeVisible();
  },
};

/** Buy now first shows what the purchase costs, from the market's quote, before the wallet is asked to sign. */
export const BuyShowsCosts: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Buy now' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Buy Punk #8' }));
    const line = (label: string) => dialog.getByText(label, { selector: 'dt' }).parentElement;
    await waitFor(() => expect(line('Total')).toHaveTextContent('0.01626726 BTC'));
    await expect(line('Service fee')).toHaveTextContent('0.00030300 BTC');
    await expect(line('Royalty fee')).toHaveTextContent('0.00075750 BTC');
    await expect(dialog.getByRole('button', { name: 'Sign and buy' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Not now' })).toBeEnabled();
  },
};

/**
 * A first purchase: the wallet holds no dummy UTXOs, so the dialog says before signing that a transaction of its own
 * first makes 2, with that transaction's network fee, apart from the purchase's total.
 */
export const FirstPurchaseNamesDummyFee: Story = {
  args: {
    answers: {
      ...assetAnswers(),
      '/btc/ordinals/get_purchase_quote': (body) => ({
        ...singleQuote(assetIds.image, 'order-image', 1_515_000, 500, body.fee_rate),
        dummy_step: { needed: 2, held: 0, makes: 2, network_fee: 282 },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Buy now' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Buy Punk #8' }));
    const notice = await dialog.findByRole('status');
    await waitFor(() => expect(notice).toHaveTextContent('Before your first purchase'));
    await expect(notice).toHaveTextContent('makes the dummy UTXOs a purchase needs (2)');
    await expect(notice).toHaveTextContent('Its network fee: 282 sats');
    await expect(dialog.getByRole('button', { name: 'Sign and buy' })).toBeEnabled();
  },
};

/** While the market prices the purchase, the dialog shows the listed price and waits for the fees and total. */
export const BuyWhileQuoting: Story = {
  args: { answers: { ...assetAnswers(), '/btc/ordinals/get_purchase_quote': neverAnswers } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Buy now' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Buy Punk #8' }));
    const line = (label: string) => dialog.getByText(label, { selector: 'dt' }).parentElement;
    await expect(line('Items')).toHaveTextContent('0.01515000 BTC');
    await expect(line('Total')).not.toHaveTextContent(/\d/);
    await expect(dialog.getByRole('button', { name: 'Sign and buy' })).toBeDisabled();
  },
};

/** Before the market has answered with the network's fee rates nothing is quoted at a guess: the dialog says so. */
export const BuyWaitsForFeeRates: Story = {
  args: { netRate: null },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Buy now' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Buy Punk #8' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent("Reading the network's fee rates…");
    const line = (label: string) => dialog.getByText(label, { selector: 'dt' }).parentElement;
    await expect(line('Total')).not.toHaveTextContent(/\d/);
    await expect(dialog.getByRole('button', { name: 'Sign and buy' })).toBeDisabled();
  },
};

/** HTML content runs only in a sandboxed frame, never in the page. */
export const HtmlContent: Story = {
  args: { inscriptionId: assetIds.html },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Inscription #91,004', level: 1 })).toBeVisible();
    const frame = canvasElement.querySelector('iframe');
    await expect(frame?.getAttribute('sandbox')).toBe('allow-scripts');
    await expect(page.getByText('Not listed')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Share' })).toBeNull();
    await expect(page.getByRole('button', { name: 'Buy now' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

/**
 * The owner's view: no buying their own; they change the price (raised to the minimum, in a dialog that says so and
 * shows the price now) or delist.
 */
export const OwnerView: Story = {
  args: { answers: assetAnswers({ is_owner: true }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Change price' }));
    await expect(page.queryByRole('button', { name: 'Buy now' })).toBeNull();
    await expect(page.getByRole('button', { name: 'Delist' })).toBeVisible();
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Change the price of Punk #8' }));
    await expect(dialog.getByText('Listed now at')).toBeVisible();
    const price = dialog.getByRole('textbox', { name: 'Price' });
    await userEvent.clear(price);
    await userEvent.type(price, '0.000001');
    await expect(dialog.getByText('Below the minimum: the price is raised to 0.00000546 BTC.')).toBeVisible();
    await userEvent.clear(price);
    await userEvent.type(price, 'abc');
    await expect(dialog.getByRole('button', { name: 'Sign new price' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
  },
};

/** The owner can also cancel on chain: the dialog says what it does, what it costs, and that Delist is free. */
export const OwnerCancelsOnChain: Story = {
  args: { answers: assetAnswers({ is_owner: true }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Cancel on chain' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Cancel the listing of Punk #8 on chain' }),
    );
    await expect(dialog.getByText(/sends the inscription back to your own address/)).toBeVisible();
    await expect(dialog.getByText(/A plain Delist is free/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign and cancel on chain' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep listing' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

// BIP-86's first taproot receive address and its internal key: a wallet whose key matches its address.
const bip86Wallet = {
  address: 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
  publicKey: 'cc8a4bc64d897bddc5fbc2f670f7a8ba0b386779106cf1223c6fc5d7cd6fc115',
};
const unlisted = { is_owner: true, status: 'normal' as const, sale_price: null, order_id: null };
const connectAs = (walletName: 'unisat' | 'xverse') => () => {
  walletStore.setConnected(walletName, bip86Wallet.address);
  walletStore.setPublicKey(bip86Wallet.publicKey);
  return () => walletStore.resetWallet();
};
const listDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'List for sale' }));
  return within(await within(document.body).findByRole('dialog', { name: 'List Punk #8 for sale' }));
};

/**
 * Listing offers protection from sniping, off by default: switched on, the dialog says what the lock does, what it
 * costs at the current rate (from the connected wallet's own addresses) and that the wallet signs twice.
 */
export const OwnerListsProtected: Story = {
  args: { answers: assetAnswers(unlisted) },
  beforeEach: connectAs('unisat'),
  play: async ({ canvasElement }) => {
    const dialog = await listDialog(canvasElement);
    const protect = dialog.getByRole('switch', { name: 'Protect from sniping' });
    await expect(protect).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Sign and list' })).toBeVisible();
    await userEvent.click(protect);
    await expect(protect).toBeChecked();
    await expect(dialog.getByText(/one-time network fee of about [\d,]+ sats \(\d+ sat\/vB\)/)).toBeVisible();
    await expect(dialog.getByText(/signs twice: the lock, then the listing/)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Price' }), '0.02');
    await expect(dialog.getByRole('button', { name: 'Sign lock and listing' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
  },
};

/** Xverse cannot be asked for the lock's signature: the switch is off and disabled, and the dialog says why. */
export const OwnerWalletCannotProtect: Story = {
  args: { answers: assetAnswers(unlisted) },
  beforeEach: connectAs('xverse'),
  play: async ({ canvasElement }) => {
    const dialog = await listDialog(canvasElement);
    await expect(dialog.getByRole('switch', { name: 'Protect from sniping' })).toBeDisabled();
    await expect(dialog.getByRole('note')).toHaveTextContent(/Your wallet cannot sign a protected listing/);
  },
};

/** A protected listing as a visitor sees it: the shield by the status, and what it means under the price. */
export const ProtectedListing: Story = {
  args: { answers: assetAnswers({ protected: true, locked: true }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Protected')).toBeVisible();
    await expect(page.getByText(/Snipe-proof: the market co-signs every purchase/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy now' })).toBeEnabled();
  },
};

/** The owner's protected listing signed with a lock still confirming: its price, and when it goes on sale. */
export const OwnerWaitingForLock: Story = {
  args: { answers: assetAnswers({ ...unlisted, waiting_price: 2_500_000 }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const waiting = await page.findByText('Protected listing at 0.02500000 BTC: on sale once the lock confirms.');
    await expect(waiting).toHaveAttribute('role', 'status');
  },
};

/** A locked inscription's new price is protected too: the dialog says so instead of offering the switch. */
export const OwnerRepricesLocked: Story = {
  args: { answers: assetAnswers({ is_owner: true, protected: true, locked: true }) },
  beforeEach: connectAs('unisat'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Change price' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Change the price of Punk #8' }));
    await expect(dialog.getByText(/the inscription waits in your lock/)).toBeVisible();
    await expect(dialog.queryByRole('switch')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
  },
};

/** A BRC-20 transfer inscription trades on the BRC-20 market: its tick, amount, listing and Buy now (no cart). */
export const Brc20Transfer: Story = {
  args: { inscriptionId: assetIds.transfer },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: '560 blok transfer', level: 1 })).toBeVisible();
    await expect(page.getByText('Transfer of 560 blok')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy now' })).toBeEnabled();
    await expect(page.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  },
};

/** A first purchase's dummy UTXOs are still confirming: Buy waits and says why, instead of making more. */
export const WaitingForDummies: Story = {
  beforeEach: () => {
    pendingDummies.start('', 'cd'.repeat(32));
    return () => {
      pendingDummies.clear();
    };
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/is making the dummy UTXOs your purchase needs/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  },
};

/** Nothing has answered yet. */
export const Loading: Story = {
  args: { answers: { '/btc/ordinals/get_inscription_detail': neverAnswers } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the inscription');
  },
};

/** An id the marketplace does not know. */
export const NotFound: Story = {
  args: { inscriptionId: assetIds.unknown },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Inscription not found' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Browse the marketplace' }));
    await expect(await page.findByText('Navigated to /marketplace/nft')).toBeVisible();
  },
};
