import { walletStore } from '@ordmarket/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { MarketplaceRoute } from '@ordmarket/app/screens/marketplace';
import { type FakeUnisat, WalletConnectorsContext } from '@ordmarket/app/testing';
import { signedInStorage, storyWalletConnectors, traderAddress } from '../fixtures/app/accountFixtures';
import { FixtureRefusal, type FixtureAnswers } from '../fixtures/app/fixtureApi';
import {
  blokLimit,
  expireBusyAnnouncements,
  inscribeAnswers,
  orderPaymentAddress,
  storyUnisat,
} from '../fixtures/app/inscribeFixtures';
import { ScreenStory } from '../fixtures/app/ScreenStory';
import { marketplaceAnswers } from '../fixtures/app/tradeFixtures';
import { svgFile } from '../fixtures/marketFixtures';

interface InscribeStoryArgs {
  readonly path: string;
  readonly answers: FixtureAnswers;
  /** The connected, signed-in wallet; none leaves the visitor to connect one. */
  readonly unisat?: FakeUnisat;
}

function InscribeStory({ path, answers, unisat }: InscribeStoryArgs) {
  return (
    <ScreenStory route="/marketplace/:id" path={path} answers={answers} storage={unisat ? signedInStorage : {}}>
      <WalletConnectorsContext.Provider value={storyWalletConnectors(unisat)}>
        <MarketplaceRoute />
      </WalletConnectorsContext.Provider>
    </ScreenStory>
  );
}

const answers = (changes: FixtureAnswers = {}): FixtureAnswers => ({
  ...marketplaceAnswers,
  ...inscribeAnswers(),
  '/btc/brc_20/get_mint_limit': () => blokLimit,
  ...changes,
});

const meta = {
  title: 'App/Marketplace/Inscribe',
  component: InscribeStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/marketplace/brc20', answers: answers() },
  // A connected UniSat with 0.5 BTC confirmed; forgotten after each story.
  beforeEach: ({ args }) => {
    if (args.unisat) {
      walletStore.setConnected('unisat', traderAddress);
      walletStore.setBalance({ confirmed: 50_000_000, unconfirmed: 0, total: 50_000_000 });
    }
    return () => {
      walletStore.resetWallet();
    };
  },
} satisfies Meta<typeof InscribeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = async (name: string) => within(await screen.findByRole('dialog', { name }));

type Drawer = Awaited<ReturnType<typeof drawer>>;

/** Fills the deploy form with a free tick. */
async function fillDeploy(dialog: Drawer, tick = 'zapp') {
  await userEvent.type(dialog.getByRole('textbox', { name: 'Tick' }), tick);
  await userEvent.type(dialog.getByRole('textbox', { name: 'Max supply' }), '21000000');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Limit per mint' }), '1000');
}

const costLine = (dialog: Drawer, label: string) => dialog.getByText(label, { selector: 'dt' }).parentElement;

const sentPayment = (unisat: FakeUnisat) => unisat.calls.find((call) => call.method === 'sendBitcoin')?.args;

const iconUpload = fn(() => ({
  icon_id: '0b9d2c8e-4f6a-4e1b-9c3d-7a5e2f1b8c90',
  icon_url: '/btc/brc_20/deploy_icon/0b9d2c8e-4f6a-4e1b-9c3d-7a5e2f1b8c90.svg',
  size: 600,
  content_type: 'image/svg+xml',
}));

/**
 * Deploy from the BRC20 tab: the tick is checked as it is typed, the icon is uploaded once picked, the order is
 * priced, the wallet pays the service's address, and the drawer then follows the order.
 */
export const Deploy: Story = {
  args: {
    unisat: storyUnisat(),
    answers: answers({ '/btc/brc_20/upload_deployicon': iconUpload }),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Deploy' }));
    const dialog = await drawer('Deploy a BRC-20 token');
    const tick = dialog.getByRole('textbox', { name: 'Tick' });
    await userEvent.type(tick, 'zap');
    await expect(tick).toHaveAccessibleDescription(
      'A tick is 4 bytes, or 5 for a self-mint token (most letters are 1 byte each).',
    );
    await userEvent.clear(tick);
    await fillDeploy(dialog);
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
    if (!input) throw new Error('No icon input');
    await userEvent.upload(input, svgFile('zapp.svg'));
    await waitFor(() => expect(iconUpload).toHaveBeenCalledWith(expect.objectContaining({ file_name: 'zapp.svg' })));
    await waitFor(() => expect(costLine(dialog, 'Total')).toHaveTextContent('0.00004458 BTC'));
    await userEvent.click(dialog.getByRole('button', { name: 'Deploy' }));
    await expect(await screen.findByText('Payment success')).toBeVisible();
    await expect(args.unisat && sentPayment(args.unisat)).toEqual([orderPaymentAddress, 4_458, { feeRate: 12 }]);
    const progress = within(await dialog.findByRole('list', { name: 'Inscription order progress' }));
    await waitFor(() => expect(progress.getByText('Inscribing').closest('li')).toHaveAttribute('aria-current', 'step'));
    await expect(progress.getByText('Paid')).toBeVisible();
    await expireBusyAnnouncements();
  },
};

/** The tick is taken: the server's refusal shows under it, without a toast, and Deploy waits. */
export const DeployTickTaken: Story = {
  args: {
    unisat: storyUnisat(),
    answers: answers({
      '/btc/brc_20/get_deploy_txsize': () => {
        throw new FixtureRefusal(10060001, 'The token "blok" is already deployed. Choose another tick.');
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Deploy' }));
    const dialog = await drawer('Deploy a BRC-20 token');
    await fillDeploy(dialog, 'blok');
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Tick' })).toHaveAccessibleDescription(
        'The token "blok" is already deployed. Choose another tick.',
      ),
    );
    await expect(dialog.getByRole('button', { name: 'Deploy' })).toBeDisabled();
  },
};

/** Closed in the wallet: 'Cancelled', and the form stays as filled to try again. */
export const DeployCancelled: Story = {
  args: { unisat: storyUnisat({ refuse: true }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Deploy' }));
    const dialog = await drawer('Deploy a BRC-20 token');
    await fillDeploy(dialog);
    const deploy = await dialog.findByRole('button', { name: 'Deploy' });
    await waitFor(() => expect(deploy).toBeEnabled());
    await userEvent.click(deploy);
    await expect(await screen.findByText('Cancelled')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Tick' })).toHaveValue('zapp');
    await expect(dialog.queryByRole('list', { name: 'Inscription order progress' })).toBeNull();
    await expireBusyAnnouncements();
  },
};

/** No wallet yet: the order is priced all the same, and the button connects one. */
export const DeployWithoutWallet: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Deploy' }));
    const dialog = await drawer('Deploy a BRC-20 token');
    await fillDeploy(dialog);
    await waitFor(() => expect(costLine(dialog, 'Total')).toHaveTextContent('0.00004458 BTC'));
    await expect(dialog.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
  },
};

/**
 * Mint from a token's order book: the amount starts at the limit per mint, three mints are priced and paid, and
 * once paid the drawer follows the order and shares the mint with its repeat count.
 */
export const Mint: Story = {
  args: { path: '/marketplace/brc20?tick=blok', unisat: storyUnisat() },
  play: async ({ args, canvasElement }) => {
    const open = spyOn(window, 'open').mockReturnValue(null);
    try {
      await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Mint' }));
      const dialog = await drawer('Mint blok');
      await expect(await dialog.findByRole('textbox', { name: 'Amount per mint' })).toHaveValue('1000');
      await expect(dialog.getByRole('textbox', { name: 'Amount per mint' })).toHaveAccessibleDescription('Up to 1,000');
      await userEvent.click(dialog.getByRole('button', { name: 'Increase' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Increase' }));
      await expect(dialog.getByText('Total minted = 1,000 × 3 = 3,000 blok')).toBeVisible();
      await waitFor(() => expect(costLine(dialog, 'Total')).toHaveTextContent('0.00009678 BTC'));
      await userEvent.click(dialog.getByRole('button', { name: 'Mint' }));
      await expect(await screen.findByText('Payment success')).toBeVisible();
      await expect(args.unisat && sentPayment(args.unisat)).toEqual([orderPaymentAddress, 9_678, { feeRate: 12 }]);
      await expect(await dialog.findByRole('list', { name: 'Inscription order progress' })).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Share it' }));
      const shared = new URL(String(open.mock.calls[0]?.[0]));
      await expect(shared.searchParams.get('text')).toBe(
        'I just minted 1,000 blok × 3 for 0.00009678 BTC on Ordmarket! #Bitcoin #BRC20',
      );
      await expect(shared.searchParams.get('url')).toMatch(/\/marketplace\/brc20\?tick=blok$/);
      await expireBusyAnnouncements();
    } finally {
      open.mockRestore();
    }
  },
};

/** More than one mint may claim: said under the amount, and Mint waits. */
export const MintOverLimit: Story = {
  args: { path: '/marketplace/brc20?tick=blok', unisat: storyUnisat() },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Mint' }));
    const dialog = await drawer('Mint blok');
    const amount = await dialog.findByRole('textbox', { name: 'Amount per mint' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500');
    await expect(amount).toHaveAccessibleDescription('Each mint can claim at most 1,000.');
    await expect(dialog.getByRole('button', { name: 'Mint' })).toBeDisabled();
    // No fee can come for an amount over the limit: nothing says it is being calculated.
    await expect(dialog.queryByText('Calculating Network Fee')).toBeNull();
    await expect(dialog.getByText('The fee is worked out once the form is complete')).toBeVisible();
  },
};

/** A fully minted token: the drawer says so and Mint stays off. */
export const MintFullyMinted: Story = {
  args: {
    path: '/marketplace/brc20?tick=blok',
    unisat: storyUnisat(),
    answers: answers({
      '/btc/brc_20/get_mint_limit': () => ({
        ...blokLimit,
        minted: '21000',
        remaining: '0',
        available: '0',
        mintable: false,
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Mint' }));
    const dialog = await drawer('Mint blok');
    await expect(await dialog.findByText('blok is fully minted: nothing is left to mint.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mint' })).toBeDisabled();
    await expect(dialog.queryByText('Calculating Network Fee')).toBeNull();
  },
};

/**
 * Mints already paid for hold 2,000 of the 20,000 blok left: the drawer offers the 18,000 still available, caps the
 * repeat at the 18 mints of 1,000 they fit and says why, and refuses a count the amount no longer fits.
 */
export const MintCappedBySupply: Story = {
  args: {
    path: '/marketplace/brc20?tick=blok',
    unisat: storyUnisat(),
    answers: answers({
      '/btc/brc_20/get_mint_limit': () => ({
        ...blokLimit,
        minted: '1000',
        remaining: '20000',
        in_flight: '2000',
        available: '18000',
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Mint' }));
    const dialog = await drawer('Mint blok');
    const fact = (label: string) => dialog.getByText(label, { selector: 'dt' }).nextElementSibling;
    const repeat = await dialog.findByRole('textbox', { name: 'Repeat' });
    await expect(fact('Remaining')).toHaveTextContent('18,000');
    await expect(fact('Held by paid orders')).toHaveTextContent('2,000');
    await expect(repeat).toHaveAccessibleDescription('1 to 18 mints: no more fit the 18,000 left to mint');
    await userEvent.clear(repeat);
    await userEvent.type(repeat, '25');
    await expect(repeat).toHaveValue('18');
    await expect(dialog.getByRole('button', { name: 'Increase' })).toBeDisabled();

    const amount = dialog.getByRole('textbox', { name: 'Amount per mint' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.clear(repeat);
    await userEvent.type(repeat, '30');
    await expect(repeat).toHaveValue('30');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    await expect(repeat).toHaveAccessibleDescription(
      'Mint at most 18 times at this amount: 18,000 is left to mint once mints already paid for are counted.',
    );
    await expect(dialog.getByRole('button', { name: 'Mint' })).toBeDisabled();
  },
};

/** Mints already paid for take all that is left: the drawer says so and Mint stays off. */
export const MintHeldByPaidOrders: Story = {
  args: {
    path: '/marketplace/brc20?tick=blok',
    unisat: storyUnisat(),
    answers: answers({
      '/btc/brc_20/get_mint_limit': () => ({
        ...blokLimit,
        minted: '19000',
        remaining: '2000',
        in_flight: '2000',
        available: '0',
        mintable: false,
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Mint' }));
    const dialog = await drawer('Mint blok');
    await expect(
      await dialog.findByText('Nothing is left to mint of blok: mints already paid for take the rest of its supply.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mint' })).toBeDisabled();
  },
};
