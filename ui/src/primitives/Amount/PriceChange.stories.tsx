import { PriceChange } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'UI/PriceChange',
  component: PriceChange,
  args: { percent: 15.014 },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium'] } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceChange>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-direction]');

/** Where the figure's first and last characters are drawn, left to right on the screen. */
function drawnEnds(figure: HTMLElement) {
  const text = figure.firstChild;
  if (!(text instanceof Text)) throw new Error('the figure holds no text');
  const at = (offset: number) => {
    const range = document.createRange();
    range.setStart(text, offset);
    range.setEnd(text, offset + 1);
    return range.getBoundingClientRect().left;
  };
  return { first: at(0), last: at(text.length - 1) };
}

/** A rise: green, an up arrow, the sign first. */
export const Up: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('+15.01%')).toBeVisible();
    await expect(shown(canvasElement)).toHaveAttribute('data-direction', 'up');
    await expect(canvasElement.querySelector('svg')).not.toBeNull();
  },
};

/** A fall: red, a down arrow. */
export const Down: Story = {
  args: { percent: -3.5, size: 'medium' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('-3.50%')).toBeVisible();
    await expect(shown(canvasElement)).toHaveAttribute('data-direction', 'down');
  },
};

/** No change known yet (a new tick): a plain '--', neither red nor falling. */
export const Unknown: Story = {
  args: { percent: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('--')).toBeVisible();
    await expect(shown(canvasElement)).toHaveAttribute('data-direction', 'flat');
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

/** Right to left, the figure still reads '+71.52%': the sign stays before the digits, not after the '%'. */
export const RightToLeft: Story = {
  args: { percent: 71.52 },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar" style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const figure = canvas.getByText('+71.52%');
    const { first, last } = drawnEnds(figure);
    await expect(first).toBeLessThan(last);
  },
};
