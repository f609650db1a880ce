import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HeaderSearch } from '@ordmarket/app/shell';
import { collectionAnswers } from '../fixtures/app/homeFixtures';
import type { FixtureAnswers } from '../fixtures/app/fixtureApi';
import { ScreenStory } from '../fixtures/app/ScreenStory';

const meta = {
  title: 'App/Shell/HeaderSearch',
  component: HeaderSearch,
  parameters: { answers: collectionAnswers() },
  globals: { viewport: { value: 'lg', isRotated: false } },
  decorators: [
    (Story, { parameters }) => (
      <ScreenStory route="/" path="/" answers={parameters.answers as FixtureAnswers}>
        {/* A header-like bar: the field sits in its centre slot, and the small-screen field covers it. */}
        <header style={{ position: 'relative', display: 'flex', alignItems: 'center', height: 72, padding: '0 16px' }}>
          <Story />
        </header>
      </ScreenStory>
    ),
  ],
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);

/**
 * The field the page first shows stands in for the combobox, which loads once the field takes focus: click
 * it, then wait for the combobox.
 */
async function searchField() {
  await userEvent.click(screen.getByRole('textbox', { name: 'Search collections' }));
  return screen.findByRole('combobox', { name: 'Search collections' });
}

/** Typing lists the matching collections with cover, name and floor; choosing one opens it. */
export const ChooseResult: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const field = await searchField();
    await userEvent.type(field, 'sat');
    const list = await screen.findByRole('listbox', { name: 'Matching collections' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        expect.stringContaining('Quantum Sats'),
        expect.stringContaining('Sat Punks'),
        expect.stringContaining('Satoshi Scribbles'),
      ]),
    );
    await expect(within(list).getByRole('option', { name: /Sat Punks/ })).toHaveTextContent('0.04443821');
    await userEvent.click(within(list).getByRole('option', { name: /Sat Punks/ }));
    await expect(await within(canvasElement).findByText('Navigated to /collections/sat-punks')).toBeVisible();
  },
};

/** Arrow keys move through the matches and Enter opens one; Escape closes the list. */
export const Keyboard: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const field = await searchField();
    await userEvent.type(field, 'punk');
    await screen.findByRole('option', { name: /Sat Punks/ });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.type(field, 's');
    await screen.findByRole('option', { name: /Sat Punks/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await within(canvasElement).findByText('Navigated to /collections/sat-punks')).toBeVisible();
  },
};

/** The list stays open over the page while results show (the screenshot). */
export const Results: Story = {
  play: async () => {
    await userEvent.type(await searchField(), 'bit');
    await screen.findByRole('option', { name: /Bitcoin Blocks/ });
  },
};

/** Nothing matches: the list says so with the words typed. */
export const NoMatch: Story = {
  play: async () => {
    await userEvent.type(await searchField(), 'zebra');
    await expect(await screen.findByText('No collections match “zebra”')).toBeVisible();
  },
};

/** A phone shows a search button; it opens the field over the header, and the close button folds it away. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async () => {
    await expect(screen.queryByRole('combobox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Search collections' }));
    const field = await screen.findByRole('combobox', { name: 'Search collections' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, 'frog');
    await screen.findByRole('option', { name: /Taproot Frogs/ });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Close search' }));
    await expect(screen.queryByRole('combobox')).toBeNull();
    await expect(screen.getByRole('button', { name: 'Search collections' })).toBeVisible();
  },
};
