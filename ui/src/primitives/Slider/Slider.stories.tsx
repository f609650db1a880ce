import { Slider } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

/** The track is the slider input's nearest ancestor that carries react-aria's orientation. */
function trackOf(slider: HTMLElement): HTMLElement {
  const track = slider.closest<HTMLElement>('[data-orientation]');
  if (!track) throw new TypeError('The slider has no track');
  return track;
}

const meta = {
  title: 'UI/Slider',
  component: Slider,
  args: { label: 'Sweep', minValue: 1, maxValue: 9, defaultValue: 3, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sweep count, 1 to maxSweep: the value shows beside the label and follows the arrow keys. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Sweep' });
    await expect(slider).toHaveValue('3');
    await expect(canvas.getByText('3', { selector: 'output' })).toBeVisible();
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByText('5', { selector: 'output' })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(9);
  },
};

/** Pressing the track moves the thumb there. */
export const PressTrack: Story = {
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Sweep' });
    const track = trackOf(slider);
    const box = track.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: track,
      coords: { clientX: box.right - 2, clientY: box.top + box.height / 2 },
    });
    await expect(args.onChange).toHaveBeenLastCalledWith(9);
  },
};

export const WithFormattedValue: Story = {
  args: { formatValue: (count: number) => `${count} items`, defaultValue: 9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('9 items', { selector: 'output' })).toBeVisible();
    await expect(canvas.getByText('1 items')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Sweep' });
    await expect(slider).toBeDisabled();
    await userEvent.click(slider);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Number of the cheapest listed inscriptions to sweep into the cart',
    formatValue: (count: number) => `${count} inscriptions`,
  },
  play: async ({ canvas }) => {
    const output = canvas.getByText('3 inscriptions', { selector: 'output' });
    const label = canvas.getByText('Number of the cheapest listed inscriptions to sweep into the cart');
    await expect(output.getBoundingClientRect().left).toBeGreaterThanOrEqual(label.getBoundingClientRect().right);
  },
};

/** In a right-to-left page the track fills from the right and the arrow keys follow the page. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { defaultValue: 1 },
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Sweep' });
    const track = trackOf(slider);
    const thumb = [...track.children].find((child) => child.contains(slider));
    // At the minimum the thumb sits at the right end of the track.
    await expect(thumb?.getBoundingClientRect().right).toBeGreaterThan(track.getBoundingClientRect().right - 4);
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};
