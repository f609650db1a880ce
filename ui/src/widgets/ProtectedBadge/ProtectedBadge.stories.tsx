import { ProtectedBadge } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

const meaning =
  'Snipe-proof: the market signs the purchase too, so once it is bought nobody can take it or strip its fees.';

const meta = {
  title: 'UI/ProtectedBadge',
  component: ProtectedBadge,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProtectedBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shield on a page: its meaning on hover, and read out after the label. */
export const Soft: Story = {
  play: async ({ canvas }) => {
    const label = canvas.getByText('Protected');
    await userEvent.hover(label);
    await expect(label.closest('[title]')).toHaveAttribute('title', meaning);
    await expect(canvas.getByText(`: ${meaning}`)).toBeInTheDocument();
  },
};

/** Filled, as it sits over a card's content. */
export const Filled: Story = {
  args: { variant: 'filled' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Protected')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('防狙击')).toBeVisible();
  },
};
