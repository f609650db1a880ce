import { Switch } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { children: 'Skip pending items', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Skip pending items' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Skip pending items'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** On: the knob sits at the inline end of a brand-coloured track. */
export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Skip pending items' });
    await expect(toggle).toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
    await userEvent.click(canvas.getByText('Skip pending items'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    children:
      'Show inscriptions whose sale is still being confirmed on the blockchain, so they can be swept once they are listed again',
  },
  play: async ({ canvas }) => {
    const label = canvas.getByRole('switch').closest('label');
    await expect(label?.scrollWidth).toBeLessThanOrEqual((label?.clientWidth ?? 0) + 1);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    const label = canvas.getByRole('switch').closest('label');
    const track = label?.querySelector('[aria-hidden]');
    const knob = track?.firstElementChild;
    // On, in a right-to-left page, the knob sits at the track's left end.
    await expect(knob?.getBoundingClientRect().left).toBeLessThan((track?.getBoundingClientRect().left ?? 0) + 4);
  },
};
