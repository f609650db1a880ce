import { IconButton } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Share2, X } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Copy address', children: <Copy size={20} aria-hidden />, onPress: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', gap: 12, alignItems: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <>
      <IconButton {...args} size="small" label="Close">
        <X size={16} aria-hidden />
      </IconButton>
      <IconButton {...args} size="medium" label="Copy address">
        <Copy size={20} aria-hidden />
      </IconButton>
      <IconButton {...args} size="large" label="Share">
        <Share2 size={24} aria-hidden />
      </IconButton>
    </>
  ),
  play: async ({ canvas }) => {
    const sizes = canvas.getAllByRole('button').map((button) => button.getBoundingClientRect().width);
    await expect(sizes).toEqual([28, 36, 44]);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy address' })).toBeVisible();
  },
};
