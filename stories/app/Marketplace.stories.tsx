import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Component as MarketplaceRoute } from '../../app/src/screens/marketplace/marketplaceRoute';
import { neverAnswers, type FixtureAnswers } from '../fixtures/app/fixtureApi';
import { ScreenStory } from '../fixtures/app/ScreenStory';
import { emptyMarketplaceAnswers, marketplaceAnswers } from '../fixtures/app/tradeFixtures';

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

/** NFTs Activity: one collection's listings, purchases, sales and delistings. */
export const NftsActivity: Story = {
  args: { path: '/marketplace/nfts_activity' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('table', { name: 'Activity in Bitcoin Blocks' })).toBeVisible();
    await expect(await page.findByText('Delisted')).toBeVisible();
  },
};

/** BRC20 Activity: a token's latest sales. */
export const Brc20Activity: Story = {
  args: { path: '/marketplace/brc20_activity' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'sats sold' })).toBeVisible();
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
