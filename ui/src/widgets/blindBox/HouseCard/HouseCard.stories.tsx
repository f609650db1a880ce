import { HouseCard } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { awaitingHouse, openHouse, soldOutHouse } from '../../../../../stories/fixtures/houseFixtures';

const meta = {
  title: 'UI/BlindBox/HouseCard',
  component: HouseCard,
  args: { house: openHouse, onOpen: fn() },
  // One card at a grid cell's width.
  decorators: [
    (Story) => (
      <div style={{ padding: 24, width: 264 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HouseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open house with a cover: the whole card is one button, named by the house, that opens it by id. */
export const Open: Story = {
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article');
    await expect(within(card).getByText('Open')).toBeVisible();
    await expect(within(card).getByText('8')).toBeVisible();
    await expect(within(card).getByText('34')).toBeVisible();
    await expect(within(card).getByText('0.00050000 BTC')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pixel Pals Box' }));
    await expect(args.onOpen).toHaveBeenCalledWith('house-pixel-pals');
  },
};

/** Waiting for the maker's deposit, no cover yet: the gift box stands in and the badge says so. */
export const AwaitingDeposit: Story = {
  args: { house: awaitingHouse },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('Awaiting deposit')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Ordinal Cats' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('house-ordinal-cats');
  },
};

/** Every prize won: sold out, nothing remaining, still pressable to see its winners. */
export const SoldOut: Story = {
  args: { house: soldOutHouse },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Sold out')).toBeVisible();
    await expect(canvas.getByText('0')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Rune Stones' }));
    await expect(args.onOpen).toHaveBeenCalledWith('house-rune-stones');
  },
};
