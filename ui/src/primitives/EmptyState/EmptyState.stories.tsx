import { EmptyState } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to show: the locale's title and description under the picture, no button. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Nothing here yet' })).toBeVisible();
    await expect(canvas.getByText('When there is something to show, it will appear here.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A way forward for an empty wallet. */
export const WithAction: Story = {
  args: {
    title: 'No inscriptions in this wallet',
    description: 'Inscriptions you buy or mint show up here once the transaction confirms.',
    action: { label: 'Browse collections', onPress: fn() },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Browse collections' }));
    await expect(args.action?.onPress).toHaveBeenCalledOnce();
  },
};

/** Loading failed: the error picture, an alert, and a retry button. */
export const LoadError: Story = {
  args: { variant: 'error', onRetry: fn() },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** While the retry runs the button shows a spinner and ignores presses. */
export const Retrying: Story = {
  args: { variant: 'error', onRetry: fn(), isRetrying: true },
  play: async ({ args, canvas }) => {
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
    await expect(retry).toHaveAttribute('data-pending', 'true');
  },
};

/** Long texts wrap inside a readable width, even unbroken ones such as an inscription id. */
export const LongText: Story = {
  args: {
    title: 'No results for 6fb976ab49dcec017f1e201e84395983204ae1a7c2abf7ced0a85d692e442799i0',
    description:
      'No inscription, collection or BRC-20 ticker matched your search. Check the inscription id, number or ticker and search again, or clear the filters that may be hiding results from you.',
  },
  play: async ({ canvas, canvasElement }) => {
    const description = canvas.getByText(/No inscription, collection/);
    await expect(description.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    const heading = canvas.getByRole('heading');
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { variant: 'error', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('出错了')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** On a phone the picture and text fit the width. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  args: { action: { label: 'Browse collections', onPress: fn() }, headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { variant: 'error', onRetry: fn() },
  play: async ({ canvas }) => {
    const retry = canvas.getByRole('button', { name: 'Try again' });
    const icon = retry.querySelector('svg');
    await expect(icon?.getBoundingClientRect().left).toBeGreaterThan(
      retry.getBoundingClientRect().left + retry.clientWidth / 2,
    );
  },
};
