import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HomeScreen } from '@ordmarket/app/screens/home';
import { homeAnswers, marketCollections } from '../fixtures/app/homeFixtures';
import { neverAnswers, type FixtureAnswers } from '../fixtures/app/fixtureApi';
import { ScreenStory } from '../fixtures/app/ScreenStory';

const meta = {
  title: 'App/Home/Home',
  component: HomeScreen,
  parameters: { layout: 'fullscreen', answers: homeAnswers() },
  globals: { viewport: { value: 'lg', isRotated: false } },
  decorators: [
    (Story, { parameters }) => (
      <ScreenStory route="/" path="/" answers={parameters.answers as FixtureAnswers}>
        <Story />
      </ScreenStory>
    ),
  ],
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (name: string) => within(document.body).getByRole('region', { name });

/** The featured banners, then recommended, trending, popular and new collections. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Ordmarket: the Bitcoin Ordinals and BRC-20 marketplace',
    );
    const carousel = await page.findByRole('region', { name: 'Featured' });
    await expect(within(carousel).getByRole('link', { name: /Bitcoin Blocks/ })).toHaveAttribute(
      'href',
      '/collections/bitcoin-blocks',
    );
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next banner' }));
    await expect(within(carousel).getByRole('group', { name: 'Banner 2 of 3' })).toBeVisible();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Show banner 3' }));
    // A banner pointing at another site opens it in a new tab.
    await expect(within(carousel).getByRole('link', { name: /Taproot Frogs mint opens/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next banner' }));
    await expect(within(carousel).getByRole('group', { name: 'Banner 1 of 3' })).toBeVisible();

    const popular = await waitFor(() => section('Popular collections'));
    await expect(within(popular).getAllByRole('article')).toHaveLength(16);
    await expect(within(section('Recommended collections')).getAllByRole('article')).toHaveLength(4);
    await expect(
      within(section('New collections')).getByRole('link', { name: 'View all: New collections' }),
    ).toHaveAttribute('href', '/collections?sort=newest');
  },
};

/** Popular collections come a page at a time while the server says there are more; a card opens its collection. */
export const BrowsingPopular: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const popular = await waitFor(() => section('Popular collections'));
    await waitFor(() => expect(within(popular).getAllByRole('article')).toHaveLength(16));
    await userEvent.click(within(popular).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(popular).getAllByRole('article')).toHaveLength(marketCollections.length));
    await expect(within(popular).queryByRole('button', { name: 'Show more' })).toBeNull();
    await userEvent.click(within(popular).getByRole('button', { name: marketCollections[0]?.name }));
    await expect(await within(canvasElement).findByText('Navigated to /collections/bitcoin-blocks')).toBeVisible();
  },
};

/** Before the first answers: a banner placeholder and placeholder cards in every shelf. */
export const Loading: Story = {
  parameters: {
    answers: {
      '/phoenix/public/get_banners_by_position': neverAnswers,
      '/phoenix/public/ordinals/recommend_collections': neverAnswers,
      '/btc/ordinals/get_trending_collections': neverAnswers,
      '/btc/ordinals/get_popular_collections': neverAnswers,
      '/btc/ordinals/get_new_collections': neverAnswers,
    } satisfies FixtureAnswers,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const placeholders = page.getAllByRole('status');
    await expect(placeholders[0]).toHaveTextContent('Loading featured collections');
    // Eight placeholder cards in each of the four shelves.
    await expect(placeholders.filter((status) => status.textContent === 'Loading collection')).toHaveLength(32);
  },
};

/** A market with no collections yet: no banners, and one notice instead of empty shelves. */
export const EmptyMarket: Story = {
  parameters: { answers: homeAnswers([], []) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'No collections yet' })).toBeVisible();
    await expect(page.queryByRole('region', { name: 'Featured' })).toBeNull();
    await expect(page.queryByRole('region', { name: 'Trending in the last 24 hours' })).toBeNull();
    await expect(page.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  },
};

/** A phone: the banner stacks its picture beside a smaller title, and cards fall into two columns. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async () => {
    const popular = await waitFor(() => section('Popular collections'));
    const cards = within(popular).getAllByRole('article');
    const tops = cards.slice(0, 3).map((card) => Math.round(card.getBoundingClientRect().top));
    await expect(tops[0]).toBe(tops[1]);
    await expect(tops[2]).toBeGreaterThan(tops[0] ?? 0);
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: '人气合集' })).toBeVisible();
    await expect(page.getByRole('button', { name: '下一张横幅' })).toBeVisible();
  },
};
