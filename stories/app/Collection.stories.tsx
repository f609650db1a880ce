import { cartStore, pendingDummies, walletStore, type NetRate } from '@ordmarket/app';
import { type FakeUnisat, WalletConnectorsContext } from '@ordmarket/app/testing';
import { envelopeCodes } from '@ordmarket/protocol';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CollectionRoute } from '@ordmarket/app/screens/collection';
import {
  answerItems,
  collectionAnswers,
  collectionId,
  collectionItems,
  collectionPath,
  fixtureContentUrl,
  publicMint,
  quoteOf,
} from '../fixtures/app/collectionFixtures';
import { FixtureRefusal, neverAnswers, type FixtureAnswers } from '../fixtures/app/fixtureApi';
import { AddressWatch, type AddressListener } from '../fixtures/app/AddressWatch';
import { InlineInscriptions } from '../fixtures/app/InlineInscriptions';
import { ScreenStory } from '../fixtures/app/ScreenStory';
import { signedInStorage, storyWalletConnectors, traderAddress } from '../fixtures/app/accountFixtures';
import { expireBusyAnnouncements, storyUnisat } from '../fixtures/app/inscribeFixtures';

interface CollectionStoryArgs {
  readonly answers: FixtureAnswers;
  /** The address the story opens, the collection's own unless a story follows a shared link. */
  readonly path?: string;
  readonly onAddress: AddressListener;
  /** The connected, signed-in wallet; none leaves the visitor to connect one. */
  readonly unisat?: FakeUnisat;
  /** The fee rates the market answered; by default a busy mempool's. */
  readonly netRate?: NetRate | null;
}

function CollectionStory({ answers, path = collectionPath, onAddress, unisat, netRate }: CollectionStoryArgs) {
  return (
    <InlineInscriptions picture={fixtureContentUrl}>
      <ScreenStory
        route="/collections/:id"
        path={path}
        answers={answers}
        storage={unisat ? signedInStorage : {}}
        {...(netRate === undefined ? {} : { netRate })}
      >
        <WalletConnectorsContext.Provider value={storyWalletConnectors(unisat)}>
          <CollectionRoute />
          <AddressWatch onAddress={onAddress} />
        </WalletConnectorsContext.Provider>
      </ScreenStory>
    </InlineInscriptions>
  );
}

const meta = {
  title: 'App/Collection/Collection',
  component: CollectionStory,
  parameters: { layout: 'fullscreen' },
  args: { answers: collectionAnswers(), onAddress: fn() },
  // The cart is the app's one cart, kept in localStorage per collection: every story starts with it empty. So does
  // the wait for dummies, which another story file running alongside may have left in the shared localStorage.
  beforeEach: () => {
    cartStore.setLocalName(collectionId);
    cartStore.clearBox();
    pendingDummies.clear();
  },
} satisfies Meta<typeof CollectionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const itemsAnswer = fn(answerItems);

/** Stats, chart, trait filters and the grid. Choosing a trait asks the server for it, and shows it as a chip. */
export const Loaded: Story = {
  args: { answers: { ...collectionAnswers(), '/btc/ordinals/get_collection_inscription_list': itemsAnswer } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Sat Punks', level: 1 })).toBeVisible();
    await expect(await page.findByText('Items: 30 · Pending: 1')).toBeVisible();
    await userEvent.click(page.getByRole('checkbox', { name: 'Laser (10)' }));
    await waitFor(() =>
      expect(itemsAnswer).toHaveBeenLastCalledWith(
        expect.objectContaining({ attributes: [{ trait_type: 'Eyes', value: 'Laser' }] }),
      ),
    );
    // The chips load with the first filter chosen.
    await expect(await page.findByRole('button', { name: 'Remove Eyes: Laser' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(page.queryByRole('button', { name: 'Remove Eyes: Laser' })).toBeNull());
  },
};

// A hand-edited maximum that is not an amount: the link opens without it.
const sharedFilters = `${collectionPath}?status=listed&trait.Eyes=Plain&min=0.012&max=abc&sort=price_desc`;

/**
 * A shared link opens on the filters it names, and the grid asks for them. Each new choice goes back into the
 * address: a trait as a new history entry, a price as typed, each keystroke overwriting the entry of the last; a
 * price range the grid cannot apply stays in its field with the reason.
 */
export const FiltersInAddress: Story = {
  args: {
    path: sharedFilters,
    answers: { ...collectionAnswers(), '/btc/ordinals/get_collection_inscription_list': itemsAnswer },
  },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() =>
      expect(itemsAnswer).toHaveBeenLastCalledWith({
        collection_id: collectionId,
        page: 1,
        limit: 24,
        status: 'listed',
        sort: 'price_desc',
        attributes: [{ trait_type: 'Eyes', value: 'Plain' }],
        min_price: 1_200_000,
      }),
    );
    await expect(page.getByRole('switch', { name: 'Listed only' })).toBeChecked();
    await expect(await page.findByRole('checkbox', { name: 'Plain (10)' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Min price' })).toHaveValue('0.012');
    await expect(page.getByRole('textbox', { name: 'Max price' })).toHaveValue('');
    await expect(page.getByRole('button', { name: /Sort by/ })).toHaveTextContent('Price: high to low');
    await expect(await page.findByRole('button', { name: 'Remove Eyes: Plain' })).toBeVisible();

    await userEvent.click(page.getByRole('checkbox', { name: 'Orange (10)' }));
    await waitFor(() =>
      expect(args.onAddress).toHaveBeenLastCalledWith(
        `${collectionPath}?status=listed&trait.Eyes=Plain&trait.Background=Orange&min=0.012&sort=price_desc`,
        'PUSH',
      ),
    );
    const maxPrice = page.getByRole('textbox', { name: 'Max price' });
    // Correcting 0.5 to 0.015 mid-text: the caret stays where the trader types while the address catches up.
    await userEvent.type(maxPrice, '0.5');
    await userEvent.type(maxPrice, '01', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    await expect(maxPrice).toHaveValue('0.015');
    await waitFor(() =>
      expect(args.onAddress).toHaveBeenLastCalledWith(
        `${collectionPath}?status=listed&trait.Eyes=Plain&trait.Background=Orange&min=0.012&max=0.015&sort=price_desc`,
        'REPLACE',
      ),
    );
    await expect(args.onAddress).not.toHaveBeenCalledWith(expect.stringContaining('max='), 'PUSH');
    await waitFor(() =>
      expect(itemsAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ max_price: 1_500_000 })),
    );
    await expect(await page.findByText('Items: 3 · Pending: 0')).toBeVisible();

    // A price protocol's amount grammar refuses is not applied either, and the field offers the amount meant.
    await userEvent.clear(maxPrice);
    await userEvent.type(maxPrice, '.5');
    await expect(await page.findByText('Put a digit on each side of the point: 0.5.')).toBeVisible();
    await expect(args.onAddress).not.toHaveBeenCalledWith(expect.stringContaining('max=.5'), expect.anything());

    // A maximum below the minimum is not applied: the field says why, and the address (which the grid reads) keeps
    // the last range it could apply.
    await userEvent.clear(maxPrice);
    await userEvent.type(maxPrice, '0.001');
    await expect(await page.findByText('Below the min price')).toBeVisible();
    const withoutMax = `${collectionPath}?status=listed&trait.Eyes=Plain&trait.Background=Orange&min=0.012&sort=price_desc`;
    await waitFor(() => expect(args.onAddress).toHaveBeenLastCalledWith(withoutMax, 'REPLACE'));
    await expect(args.onAddress).not.toHaveBeenCalledWith(expect.stringContaining('max=0.001'), expect.anything());
  },
};

/** Adding a listed item puts it in the cart; the sweep takes the first purchasable items. */
export const CartAndSweep: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Add to cart, Punk #1' }));
    const cart = within(page.getByRole('complementary', { name: 'Cart' }));
    await expect(await cart.findByText('Punk #1')).toBeVisible();
    const slider = cart.getByRole('slider', { name: 'Sweep' });
    await expect(slider).toHaveAttribute('max', '9');
    slider.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(cart.getByText('9 selected')).toBeVisible());
  },
};

/**
 * On a phone the grid keeps the width: the trait filters open in a sheet whose button counts the matches, and the
 * cart is a bar docked at the bottom that opens the whole cart in a sheet.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Filters' }));
    const filters = within(await screen.findByRole('dialog', { name: 'Attributes' }));
    await userEvent.click(await filters.findByRole('checkbox', { name: 'Plain (10)' }));
    await userEvent.click(await filters.findByRole('button', { name: 'Show results (10)' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Attributes' })).toBeNull());
    await expect(await page.findByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(await page.findByRole('button', { name: 'Remove Eyes: Plain' })).toBeVisible();

    // The grid answers the filter on its own schedule: wait for a Plain punk that can be bought.
    const forSale = await waitFor(() => {
      const button = page
        .getAllByRole('button', { name: /^Add to cart, / })
        .find((candidate) => !candidate.hasAttribute('disabled'));
      if (!button) throw new Error('no listed Plain punk to add yet');
      return button;
    });
    await userEvent.click(forSale);
    const bar = within(await page.findByRole('region', { name: 'Cart' }));
    await expect(await bar.findByText('1 selected')).toBeVisible();
    await expect(page.queryByRole('complementary', { name: 'Cart' })).toBeNull();
    await userEvent.click(bar.getByRole('button', { name: 'View cart' }));
    const cart = within(await screen.findByRole('dialog', { name: 'Cart' }));
    await expect(await cart.findByRole('checkbox', { name: 'Select all' })).toBeChecked();
    await expect(cart.getByRole('button', { name: 'Buy now' })).toBeVisible();
  },
};

const boxed = (n: number) => {
  const item = collectionItems[n];
  if (!item) throw new Error(`no fixture item ${n}`);
  return {
    inscription_id: item.inscription_id,
    sale_price: item.sale_price ?? 0,
    status: item.status,
    is_owner: false,
    quantity: 1,
  };
};

/**
 * A cart kept from an earlier visit: the market's quote says one item sold meanwhile, so it leaves the cart and the
 * cart says so; the rest is priced by the quote and can be bought.
 */
export const RestoredCartDropsSoldItems: Story = {
  args: {
    answers: {
      ...collectionAnswers(),
      '/btc/ordinals/get_purchase_quote': (body) =>
        quoteOf(body.inscription_ids, body.fee_rate, [collectionItems[1]?.inscription_id ?? '']),
    },
  },
  beforeEach: () => {
    cartStore.updatedBox([boxed(0), boxed(1), boxed(3)]);
  },
  play: async ({ canvasElement }) => {
    const cart = within(await within(canvasElement).findByRole('complementary', { name: 'Cart' }));
    await expect(await cart.findByText('Items no longer for sale left your cart: 1.')).toBeVisible();
    await expect(cart.queryByText('Punk #2')).toBeNull();
    await expect(cart.getByText('2 selected')).toBeVisible();
    await expect(cart.getByRole('button', { name: 'Buy now' })).toBeEnabled();
  },
};

/** The trader's UniSat connected with 0.5 BTC and these items in the cart; undone after the story. */
const signedInWithCart = (items: Array<ReturnType<typeof boxed>>) => () => {
  cartStore.updatedBox(items);
  walletStore.setConnected('unisat', traderAddress);
  walletStore.setBalance({ confirmed: 50_000_000, unconfirmed: 0, total: 50_000_000 });
  return () => {
    walletStore.resetWallet();
  };
};

/** What the market answers a sweep: the listings held for this buyer, and the PSBT for the wallet to sign. */
const heldSweep = (orderIds: readonly string[]) => ({
  items: [],
  purchase_id: '7d3e9c1a-5b2f-4e8d-9a6c-1f0b2d3e4c5a',
  psbt: '70736274ff0100',
  buyer_inputs: [0],
  subtotal: 0,
  network_fee: 1_500 * orderIds.length,
  virtual_size: 500,
  service_fee_sta: 0,
  service_received_addr: null,
  royalty_fee_sta: 0,
  royalty_received_addr: null,
  total: 0,
  expires_at: 1_795_290_000,
});

/**
 * A sweep under way, its wallet window open: the cart keeps the items being bought, checked, at the costs shown when
 * Buy was pressed, and says which step the purchase is at, instead of emptying while the market holds them.
 */
export const SweepInProgress: Story = {
  args: {
    // A wallet whose signing window is still open: the purchase stays at its second step.
    unisat: storyUnisat({ signPsbt: () => new Promise<string>(() => undefined) }),
    answers: {
      ...collectionAnswers(),
      '/btc/ordinals/buy_ordinals_list': (body) => heldSweep(body.order_ids),
    },
  },
  beforeEach: signedInWithCart([boxed(0), boxed(3)]),
  play: async ({ canvasElement }) => {
    const cart = within(await within(canvasElement).findByRole('complementary', { name: 'Cart' }));
    await expect(await cart.findByText('2 selected')).toBeVisible();
    const buy = cart.getByRole('button', { name: 'Buy now' });
    await waitFor(() => expect(buy).toBeEnabled());
    await userEvent.click(buy);
    await expect(await cart.findByText('Step 2 of 3: sign the purchase in your wallet')).toBeVisible();
    await expect(cart.getByText('2 selected')).toBeVisible();
    await expect(cart.getByRole('checkbox', { name: 'Select Punk #1 #78200' })).toBeChecked();
    // The busy Buy button's announcement outlives the story otherwise, naming a button the next story lacks.
    await expireBusyAnnouncements();
  },
};

/** The wallet's quote for a sweep of 3 after a first single purchase: it holds the 2 dummies that purchase left. */
const sweepAfterOneBuy = (body: { inscription_ids: string[]; fee_rate: number }) => ({
  ...quoteOf(body.inscription_ids, body.fee_rate),
  dummy_step: { needed: 4, held: 2, makes: 2, network_fee: 1_128 },
});

/**
 * A sweep of 3 after a first single purchase spends 4 dummy UTXOs and the wallet holds 2: before any click the cart
 * says a transaction of its own first makes the missing 2, and what its network fee is. Buy then walks that
 * transaction's steps, named as such, instead of showing nothing while the wallet opens.
 */
export const DummyStepAnnounced: Story = {
  args: {
    // The wallet's signing window stays open: the dummy transaction waits at its second step.
    unisat: storyUnisat({ signPsbt: () => new Promise<string>(() => undefined) }),
    answers: {
      ...collectionAnswers(),
      '/btc/ordinals/get_purchase_quote': sweepAfterOneBuy,
      '/btc/ordinals/buy_ordinals_list': () => {
        throw new FixtureRefusal(envelopeCodes.dummyUtxosNeeded, 'This purchase needs 4 dummy UTXOs in your wallet');
      },
      '/btc/ordinals/prepare_dummy_utxos': () => ({
        transaction_id: '5c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
        psbt: '70736274ff0100',
        buyer_inputs: [0],
        network_fee: 1_128,
        makes: 2,
      }),
    },
  },
  beforeEach: signedInWithCart([boxed(0), boxed(3), boxed(6)]),
  play: async ({ canvasElement }) => {
    const cart = within(await within(canvasElement).findByRole('complementary', { name: 'Cart' }));
    const notice = await cart.findByText(/needs 4 dummy UTXOs and your wallet holds 2/);
    await expect(notice).toHaveTextContent('makes the missing ones (2)');
    await expect(notice).toHaveTextContent('Its network fee: 1,128 sats, paid apart from the purchase total.');
    const buy = cart.getByRole('button', { name: 'Buy now' });
    await waitFor(() => expect(buy).toBeEnabled());
    await userEvent.click(buy);
    await expect(await cart.findByText('Step 2 of 3: sign the dummy UTXO transaction in your wallet')).toBeVisible();
    await expect(cart.queryByText('Step 2 of 3: sign the purchase in your wallet')).toBeNull();
    await expireBusyAnnouncements();
  },
};

/**
 * The page has not yet heard the network's fee rates: the cart quotes nothing at a guessed rate, says it is reading
 * them, and Buy waits.
 */
export const CartWaitsForFeeRates: Story = {
  args: { netRate: null },
  beforeEach: signedInWithCart([boxed(0), boxed(3)]),
  play: async ({ canvasElement }) => {
    const cart = within(await within(canvasElement).findByRole('complementary', { name: 'Cart' }));
    await expect(await cart.findByText("Reading the network's fee rates…")).toBeVisible();
    await expect(cart.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  },
};

/** A first purchase's dummy UTXOs are confirming: the cart waits for them and says so. */
export const CartWaitsForDummies: Story = {
  beforeEach: () => {
    cartStore.updatedBox([boxed(0)]);
    pendingDummies.start('', 'cd'.repeat(32));
    return () => {
      pendingDummies.clear();
    };
  },
  play: async ({ canvasElement }) => {
    const cart = within(await within(canvasElement).findByRole('complementary', { name: 'Cart' }));
    await expect(await cart.findByText(/is making the dummy UTXOs your purchase needs/)).toBeVisible();
    await expect(cart.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  },
};

/** Nothing has answered yet: placeholders for the header, stats and grid. */
export const Loading: Story = {
  args: {
    answers: {
      '/btc/ordinals/get_collection_detail': neverAnswers,
      '/btc/ordinals/get_collection_attributes': neverAnswers,
      '/btc/ordinals/get_collection_inscription_list': neverAnswers,
      '/btc/ordinals/get_collection_trade_statistic': neverAnswers,
      '/btc/ordinals/mint_now_list': neverAnswers,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading items…')).toBeVisible();
  },
};

/** Filters that match nothing say so and offer to clear them. */
export const NoMatchingItems: Story = {
  args: {
    answers: {
      ...collectionAnswers(),
      '/btc/ordinals/get_collection_inscription_list': (body) =>
        answerItems(body, body.status === 'listed' ? [] : undefined),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('switch', { name: 'Listed only' }));
    await expect(await page.findByRole('heading', { name: 'No items match these filters' })).toBeVisible();
  },
};

/** A collection with a public launchpad mint: the banner opens the mint drawer. */
export const WithMint: Story = {
  args: { answers: collectionAnswers({ mints: [publicMint] }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('210 / 500 minted')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'MINT' }));
    const drawer = within(canvasElement.ownerDocument.body);
    // A visitor without a wallet is asked to connect one; nothing says they qualify before the server has.
    await expect(await drawer.findByRole('heading', { name: 'Connect your wallet' })).toBeVisible();
    await expect(drawer.getByText('Connect a wallet to mint')).toBeVisible();
    await expect(drawer.queryByRole('heading', { name: 'You are qualified to mint' })).toBeNull();
  },
};

/** The devnet's recommended-fees with an empty mempool: every rate at the 1 sat/vB minimum. */
const quietDevnetRates = { fastestFee: 1, halfHourFee: 1, economyFee: 1 };
// A 1-inscription mint order's transactions, in vB.
const mintOrderSize = 212;

/**
 * A connected wallet mints on a quiet devnet: the order's fee tiers are priced from the fee service's rates
 * together, so Fastest, General and Economy all offer 1 sat/vB, and none is cheaper than a slower one.
 */
export const MintOrderOnQuietDevnet: Story = {
  args: {
    answers: {
      ...collectionAnswers({ mints: [publicMint] }),
      '/btc/ordinals/pre_mint_tx': (body) => ({
        available_num: publicMint.available_num,
        inscription_postage: 546,
        mint_price: publicMint.mint_price,
        network_fee: mintOrderSize * body.fee_rate,
        service_fee: 2_000,
        total_amount: 546 + publicMint.mint_price + mintOrderSize * body.fee_rate + 2_000,
        tx_size: mintOrderSize,
      }),
    },
    netRate: quietDevnetRates,
  },
  beforeEach: () => {
    walletStore.setConnected('unisat', traderAddress);
    walletStore.setBalance({ confirmed: 50_000_000, unconfirmed: 0, total: 50_000_000 });
    return () => walletStore.resetWallet();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'MINT' }));
    const qualification = within(await screen.findByRole('dialog', { name: 'You are qualified to mint' }));
    await userEvent.click(qualification.getByRole('button', { name: 'MINT' }));
    const order = within(await screen.findByRole('dialog', { name: 'Mint inscriptions' }));
    const tiers = ['Fastest', 'General', 'Economy'].map((tier) =>
      order.getByRole('radio', { name: new RegExp(`^${tier}`) }),
    );
    await waitFor(() => expect(tiers[1]).toBeEnabled());
    for (const tier of tiers) await expect(tier).toHaveAccessibleName(/^\w+ 1 sats\/vB.*0\.00000212 BTC/);
    await expect(tiers[1]).toBeChecked();
  },
};

/** The Activity tab lists listings and sales, each naming its item (not its inscription id) with a link to it. */
export const Activity: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('tab', { name: 'Activity' }));
    const table = await page.findByRole('table', { name: 'Collection activity' });
    await waitFor(() => expect(within(table).getAllByText('Sold').length).toBeGreaterThan(0));
    const first = within(table).getByRole('link', { name: 'Punk #1' });
    await expect(first).toHaveAttribute('href', `/assets/${collectionItems[0]?.inscription_id ?? ''}`);
    await expect(within(table).queryByText(collectionItems[0]?.inscription_id ?? '')).toBeNull();
  },
};
