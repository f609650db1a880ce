import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MarketplaceRoute } from '@ordmarket/app/screens/marketplace';
import { neverAnswers, type FixtureAnswers } from '../fixtures/app/fixtureApi';
import { ScreenStory } from '../fixtures/app/ScreenStory';
import {
  emptyMarketplaceAnswers,
  marketplaceAnswers,
  nftActivityPage,
  tokenActivityPage,
} from '../fixtures/app/tradeFixtures';

interface MarketplaceStoryArgs {
  readonly path: string;
  readonly answers: FixtureAnswers;
}

function MarketplaceStory({ path, answers }: MarketplaceStoryArgs) {
  return (
    <ScreenStory route="/marketplace/:id" path={path} answers={answers}>
      <MarketplaceRoute />
    </ScreenStory>
  );
}

const meta = {
  title: 'App/Marketplace/Marketplace',
  component: MarketplaceStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/marketplace/nft', answers: marketplaceAnswers },
} satisfies Meta<typeof MarketplaceStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The NFTs tab: collections by all-time volume; switching tabs moves the address and the content. */
export const Nfts: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: /Bitcoin Blocks/ })).toHaveAttribute(
      'href',
      '/collections/bitcoin-blocks',
    );
    await userEvent.click(page.getByRole('tab', { name: 'BRC20' }));
    await expect(page.getByRole('tab', { name: 'BRC20' })).toHaveAttribute('aria-selected', 'true');
    await expect(await page.findByRole('button', { name: 'blok' })).toBeVisible();
    await userEvent.click(page.getByRole('tab', { name: 'NFTs' }));
    await userEvent.click(await page.findByRole('button', { name: 'Trending' }));
    await expect(await page.findByRole('table', { name: 'Trending collections (24h)' })).toBeVisible();
  },
};

/** The BRC20 tab: tokens with price, change, volume, holders and mint progress; sorted by holders, then a token's orders. */
export const Brc20: Story = {
  args: { path: '/marketplace/brc20' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const tokens = await page.findAllByRole('button', { name: /^(blok|fomo|sats)$/ });
    await expect(tokens.map((token) => token.textContent)).toEqual(['blok', 'fomo', 'sats']);
    await userEvent.click(page.getByRole('button', { name: 'Sort by Holders' }));
    await waitFor(async () =>
      expect(page.getAllByRole('button', { name: /^(blok|fomo|sats)$/ }).map((token) => token.textContent)).toEqual([
        'blok',
        'fomo',
        'sats',
      ]),
    );
    await userEvent.click(page.getByRole('button', { name: 'Holders, ascending' }));
    await waitFor(async () =>
      expect(page.getAllByRole('button', { name: /^(blok|fomo|sats)$/ }).map((token) => token.textContent)).toEqual([
        'sats',
        'fomo',
        'blok',
      ]),
    );
    await userEvent.click(page.getByRole('button', { name: 'blok' }));
    await expect(await page.findByRole('heading', { name: 'blok orders' })).toBeVisible();
    const orders = await page.findByRole('table', { name: 'blok on sale' });
    await userEvent.click(within(orders).getByRole('button', { name: 'Unit price' }));
    await expect(within(orders).getByRole('columnheader', { name: /Unit price/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

/** A token's page: floor, volumes and listings from its orders, its holders and max supply from its deploy. */
export const Brc20TokenFigures: Story = {
  args: { path: '/marketplace/brc20?tick=blok' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const figure = (label: string) => page.getByText(label, { selector: 'dt' }).nextElementSibling;
    await expect(await page.findByRole('heading', { name: 'blok orders' })).toBeVisible();
    await waitFor(() => expect(figure('Owners')).toHaveTextContent(/^7$/));
    await expect(figure('Supply')).toHaveTextContent(/^21,000$/);
    await expect(figure('24h volume')).toHaveTextContent('0.00007000 BTC');
    // Listings are orders of any size, so no share of the token's supply is claimed for them.
    await expect(figure('Listed')).toHaveTextContent(/^3$/);
    // The token's price history, in sats a token, from its daily trade statistic.
    await expect(await page.findByText('Average price of blok per token')).toBeVisible();
    await expect(await page.findByRole('img', { name: /blok per token/ })).toBeVisible();
  },
};

const nftActivityRequests = fn(nftActivityPage);
const tokenActivityRequests = fn(tokenActivityPage);

/**
 * NFTs Activity: the whole market's mints, listings, delistings, sales, transfers and replacements (never a sale);
 * filtered by kind, then collection.
 */
export const NftsActivity: Story = {
  args: {
    path: '/marketplace/nfts_activity',
    answers: { ...marketplaceAnswers, '/btc/ordinals/get_activity_list': nftActivityRequests },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'NFT activity across the market' });
    await waitFor(async () => expect(within(table).getAllByRole('row')).toHaveLength(9));
    const oldest = within(table).getAllByRole('row').at(-1) ?? table;
    await expect(within(oldest).getByText('Replaced')).toBeVisible();
    await expect(within(oldest).queryByText('Sale')).toBeNull();
    const newest = within(table).getAllByRole('row')[1] ?? table;
    await expect(within(newest).getByText('Sale')).toBeVisible();
    await expect(within(newest).getByRole('link', { name: '#70001' })).toHaveAttribute(
      'href',
      `/assets/${'e'.repeat(62)}01i0`,
    );
    await expect(within(newest).getByRole('link', { name: 'Bitcoin Blocks' })).toHaveAttribute(
      'href',
      '/collections/bitcoin-blocks',
    );
    await userEvent.click(page.getByRole('button', { name: 'Sale' }));
    // A new filter remounts the table from its first page.
    await waitFor(async () =>
      expect(
        within(page.getByRole('table', { name: 'NFT activity across the market' })).getAllByRole('row'),
      ).toHaveLength(3),
    );
    await expect(nftActivityRequests).toHaveBeenLastCalledWith({ kinds: ['sale'], page: 1, limit: 20 });
    await userEvent.click(page.getByRole('button', { name: /Collection/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Bitcoin Blocks' }));
    await expect(await page.findByRole('table', { name: 'Activity in Bitcoin Blocks' })).toBeVisible();
    await waitFor(async () =>
      expect(nftActivityRequests).toHaveBeenLastCalledWith({
        kinds: ['sale'],
        collection_id: 'bitcoin-blocks',
        page: 1,
        limit: 20,
      }),
    );
  },
};

/** A tablet's width, where every column shows: each time is whole, never cut to an ellipsis. */
export const NftsActivityOnTablet: Story = {
  args: NftsActivity.args,
  globals: { viewport: { value: 'md', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'NFT activity across the market' });
    await waitFor(async () => expect(within(table).getAllByRole('row')).toHaveLength(9));
    const headers = within(table).getAllByRole('columnheader');
    const timeColumn = headers.findIndex((header) => header.textContent === 'Time (UTC)');
    await expect(headers.map((header) => header.textContent)).toContain('From');
    for (const row of within(table).getAllByRole('row').slice(1)) {
      // The cell's text sits in the element that cuts it short.
      const time = row.children[timeColumn]?.firstElementChild;
      if (!(time instanceof HTMLElement)) throw new Error('a row without its time');
      await expect(time.textContent).toMatch(/\d\d:\d\d$/);
      await expect(time.scrollWidth).toBeLessThanOrEqual(time.clientWidth);
    }
  },
};

/** BRC20 Activity: every token's deploys, mints, transfers, listings and sales; filtered by kind, then token. */
/** A token's live listing is bought from its order book row: Buy shows the costs first (no royalty on BRC-20). */
export const Brc20BuyFromOrderBook: Story = {
  args: { path: '/marketplace/brc20' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'blok' }));
    const orders = await page.findByRole('table', { name: 'blok on sale' });
    await userEvent.click(within(orders).getByRole('button', { name: 'Buy 410 blok' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Buy 410 blok' }));
    const line = (label: string) => dialog.getByText(label, { selector: 'dt' }).parentElement;
    await waitFor(() => expect(line('Items')).toHaveTextContent('0.00015990 BTC'));
    await expect(dialog.queryByText('Royalty fee')).toBeNull();
    await expect(line('Service fee')).toHaveTextContent('0.00000319 BTC');
    await expect(dialog.getByRole('button', { name: 'Sign and buy' })).toBeEnabled();
  },
};

export const Brc20Activity: Story = {
  args: {
    path: '/marketplace/brc20_activity',
    answers: { ...marketplaceAnswers, '/btc/brc_20/get_activity_list': tokenActivityRequests },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'BRC-20 activity across the market' });
    await waitFor(async () => expect(within(table).getAllByRole('row')).toHaveLength(7));
    await userEvent.click(page.getByRole('button', { name: 'Mint' }));
    await waitFor(async () =>
      expect(
        within(page.getByRole('table', { name: 'BRC-20 activity across the market' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    await expect(tokenActivityRequests).toHaveBeenLastCalledWith({ kinds: ['mint'], page: 1, limit: 20 });
    await userEvent.click(page.getByRole('button', { name: 'All' }));
    await userEvent.click(page.getByRole('button', { name: /Token/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'blok' }));
    await expect(await page.findByRole('table', { name: 'blok activity' })).toBeVisible();
    await waitFor(async () =>
      expect(tokenActivityRequests).toHaveBeenLastCalledWith({ tick: 'blok', page: 1, limit: 20 }),
    );
  },
};

/** NFTs Activity before anything happened in the market. */
export const NftsActivityEmpty: Story = {
  args: { path: '/marketplace/nfts_activity', answers: emptyMarketplaceAnswers },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No activity yet')).toBeVisible();
  },
};

/** Nothing has answered yet. */
export const Loading: Story = {
  args: {
    answers: { '/btc/ordinals/get_popular_collections': neverAnswers },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Popular collections' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A market with nothing in it yet. */
export const Empty: Story = {
  args: { path: '/marketplace/brc20', answers: emptyMarketplaceAnswers },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No tokens yet' })).toBeVisible();
  },
};

/** An address naming no tab leads to the not-found page. */
export const UnknownTab: Story = {
  args: { path: '/marketplace/activity' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Navigated to /404')).toBeVisible();
  },
};
