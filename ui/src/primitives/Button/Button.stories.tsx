import { Button } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShoppingCart, Zap } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Buy now', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['contained', 'outlined', 'soft', 'text'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    color: { control: 'inline-radio', options: ['primary', 'neutral', 'error'] },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Contained: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buy now' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** Every variant in every colour; keyboard activation works like a click. */
export const Variants: Story = {
  render: (args) => (
    <>
      {(['primary', 'neutral', 'error'] as const).flatMap((color) =>
        (['contained', 'outlined', 'soft', 'text'] as const).map((variant) => (
          <Button key={`${color}-${variant}`} {...args} color={color} variant={variant}>
            {`${variant} ${color}`}
          </Button>
        )),
      )}
    </>
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(12);
    canvas.getByRole('button', { name: 'soft error' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <>
      <Button {...args} size="small">
        Small
      </Button>
      <Button {...args} size="medium">
        Medium
      </Button>
      <Button {...args} size="large">
        Large
      </Button>
    </>
  ),
  play: async ({ canvas }) => {
    const heights = canvas.getAllByRole('button').map((button) => button.getBoundingClientRect().height);
    await expect(heights).toEqual([30, 36, 48]);
  },
};

export const WithIcons: Story = {
  args: { startIcon: <ShoppingCart size={18} />, endIcon: <Zap size={18} />, children: 'Add to cart' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  },
};

/** While loading the button keeps its width, says it is busy, and ignores presses. */
export const Loading: Story = {
  args: { isLoading: true, size: 'large', children: 'Pay 0.00123456 BTC' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Pay 0.00123456 BTC' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(120);
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Buy now' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { children: 'Sweep the 9 cheapest listed inscriptions of this collection now', fullWidth: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth + 1);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { startIcon: <ShoppingCart size={18} />, children: 'Add to cart' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    const icon = button.querySelector('svg');
    await expect(icon?.getBoundingClientRect().left).toBeGreaterThan(
      button.getBoundingClientRect().left + button.clientWidth / 2,
    );
  },
};
