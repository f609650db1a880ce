import { MyHouses } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { drawerColumn, positions } from '../../../../../stories/fixtures/houseFixtures';

const meta = {
  title: 'UI/BlindBox/MyHouses',
  component: MyHouses,
  args: { positions, onMakeBox: fn(), onOpenHouse: fn() },
  decorators: [drawerColumn],
} satisfies Meta<typeof MyHouses>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Houses I made apart from the one I provide to, each with my share, earnings and prizes; each opens by id. */
export const MakerAndProvider: Story = {
  play: async ({ args, canvas }) => {
    const made = canvas.getByRole('heading', { name: 'Houses I made' }).parentElement ?? canvas.getByRole('main');
    await expect(within(made).getAllByRole('article')).toHaveLength(2);
    const provided = canvas.getByRole('heading', { name: 'Houses I provide to' }).parentElement;
    await expect(within(provided ?? made).getByText('Ordinal Cats')).toBeVisible();
    await expect(within(provided ?? made).getByText('5.00%')).toBeVisible();
    await expect(within(made).getByText('62.50%')).toBeVisible();
    await expect(within(made).getByText('0.00850000 BTC')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Rune Stones' }));
    await expect(args.onOpenHouse).toHaveBeenCalledWith('house-rune-stones');
    await userEvent.click(canvas.getByRole('button', { name: 'Make a box' }));
    await expect(args.onMakeBox).toHaveBeenCalledOnce();
  },
};

/** Loading: placeholders announced once, no button yet. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your houses');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** No house yet: an invitation to make the first box. */
export const Empty: Story = {
  args: { positions: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No houses yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Make a box' }));
    await expect(args.onMakeBox).toHaveBeenCalledOnce();
  },
};
