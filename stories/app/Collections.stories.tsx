import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CollectionsScreen } from '@ordmarket/app/screens/collections';
import { collectionAnswers, marketCollections } from '../fixtures/app/homeFixtures';
import { neverAnswers, type FixtureAnswers } from '../fixtures/app/fixtureApi';
import { ScreenStory } from '../fixtures/app/ScreenStory';

const meta = {
  title: 'App/Collections/Collections',
  component: CollectionsScreen,
  parameters: { layout: 'fullscreen', answers: collectionAnswers(), path: '/collections' },
  globals: { viewport: { value: 'lg', isRotated: false } },
  decorators: [
    (Story, { parameters }) => (
      <ScreenStory route="/collections" path={parameters.path as string} answers={parameters.answers as FixtureAnswers}>
        <Story />
      </ScreenStory>
    ),
  ],
} satisfies Meta<typeof CollectionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Every collection by all-time volume, 20 a page, with floor, 24h and total volume, owners and listed/supply. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = page.getByRole('table', { name: 'All collections' });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(20));
    await expect(rowNames(table)[0]).toBe('Bitcoin Blocks');
    await expect(within(table).getByRole('link', { name: 'Bitcoin Blocks' })).toHaveAttribute(
      'href',
      '/collections/bitcoin-blocks',
    );
    await expect(page.getByRole('columnheader', { name: 'Listed / supply' })).toBeVisible();
  },
};

/** Choosing another order asks the server for that ranking and keeps it in the address. */
export const SortAndPage: Story = {
  tags: ['no-screenshot'],
  parameters: { answers: collectionAnswers([...marketCollections, ...marketCollections.map(renamed)]) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = page.getByRole('table', { name: 'All collections' });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(20));
    await userEvent.click(page.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowNames(table)[0]).toBe('Bitcoin Blocks II'));
    await userEvent.click(page.getByRole('button', { name: /Sort by/ }));
    // The list opens once the real field has loaded in place of its stand-in: wait for it, as a trader would.
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Newest' }));
    // A new order starts again from its first page.
    await waitFor(() => expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'));
  },
};

/** Typing searches once the trader pauses: the ranking gives way to name order, and the sort rests. */
export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = page.getByRole('table', { name: 'All collections' });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(20));
    await userEvent.type(page.getByRole('searchbox', { name: 'Search collections' }), 'bear');
    await waitFor(() => expect(rowNames(table)).toEqual(['Block Bears']));
    await expect(page.getByText('Search results are in name order')).toBeVisible();
  },
};

/** A search that matches nothing says so with the words searched. */
export const NoMatch: Story = {
  parameters: { path: '/collections?q=zebra' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No collections match “zebra”')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search collections' })).toHaveValue('zebra');
    await expect(page.queryByRole('navigation', { name: 'Collection pages' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { answers: { '/btc/ordinals/get_popular_collections': neverAnswers } satisfies FixtureAnswers },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('table', { name: 'All collections' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A phone keeps the collection, floor and 24h volume; the rest of the figures leave the table. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() => expect(page.getAllByRole('rowheader')).toHaveLength(20));
    await expect(page.queryByRole('columnheader', { name: 'Owners' })).toBeNull();
  },
};

function renamed(collection: (typeof marketCollections)[number]) {
  return {
    ...collection,
    collection_id: `${collection.collection_id}-ii`,
    name: `${collection.name} II`,
    total_volume: collection.total_volume - 1_000_000,
    created_at: collection.created_at - 20 * 86_400,
  };
}
