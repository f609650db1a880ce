import { cartStore } from '@ordmarket/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Component as CollectionRoute } from '../../app/src/screens/collection/collectionRoute';
import { ContentUrlContext } from '../../app/src/content/contentUrl';
import {
  answerItems,
  collectionAnswers,
  collectionId,
  collectionPath,
  fixtureContentUrl,
  publicMint,
} from '../fixtures/app/collectionFixtures';
import { neverAnswers, type FixtureAnswers } from '../fixtures/app/fixtureApi';
import { ScreenStory } from '../fixtures/app/ScreenStory';

interface CollectionStoryArgs {
  readonly answers: FixtureAnswers;
}

function CollectionStory({ answers }: CollectionStoryArgs) {
  return (
    <ContentUrlContext.Provider value={fixtureContentUrl}>
      <ScreenStory route="/collections/:id" path={collectionPath} answers={answers}>
        <CollectionRoute />
      </ScreenStory>
    </ContentUrlContext.Provider>
  );
}

const meta = {
  title: 'App/Collection/Collection',
  component: CollectionStory,
  parameters: { layout: 'fullscreen' },
  args: { answers: collectionAnswers() },
  // The cart is the app's one cart, kept in localStorage per collection: every story starts with it empty.
  beforeEach: () => {
    cartStore.setLocalName(collectionId);
    cartStore.clearBox();
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
    await expect(page.getByRole('button', { name: 'Remove Eyes: Laser' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(page.queryByRole('button', { name: 'Remove Eyes: Laser' })).toBeNull());
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
    await expect(await drawer.findByRole('heading', { name: 'You are qualified to mint' })).toBeVisible();
  },
};

/** The Activity tab lists listings and sales. */
export const Activity: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('tab', { name: 'Activity' }));
    const table = await page.findByRole('table', { name: 'Collection activity' });
    await waitFor(() => expect(within(table).getAllByText('Sold').length).toBeGreaterThan(0));
  },
};
