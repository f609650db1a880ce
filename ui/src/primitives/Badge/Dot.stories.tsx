import { Dot, IconButton } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/Dot',
  component: Dot,
  args: { description: 'Settings differ from the defaults' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['primary', 'info', 'success', 'warning', 'error'] },
    overlap: { control: 'inline-radio', options: ['circular', 'rectangular'] },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', gap: 16, alignItems: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a round button, like the settings reset dot: the button is described by the dot's meaning. */
export const OnIconButton: Story = {
  args: {
    overlap: 'circular',
    children: (describedBy) => (
      <IconButton label="Reset to defaults" {...describedBy}>
        <RotateCcw size={20} aria-hidden />
      </IconButton>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Reset to defaults' });
    await expect(button).toHaveAccessibleDescription('Settings differ from the defaults');
    const mark = canvasElement.querySelector('[data-overlap="circular"]');
    if (!mark) throw new Error('dot missing');
    const dot = mark.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    await expect(dot.width).toBe(8);
    await expect(dot.left).toBeGreaterThan(box.left + box.width / 2);
    await expect(dot.top).toBeLessThan(box.top + box.height / 2);
  },
};

/** Hidden once the thing it announces is dealt with: no dot and no description left behind. */
export const Toggled: Story = {
  render: function Render(args) {
    const [isShown, setShown] = useState(true);
    return (
      <Dot {...args} isShown={isShown} overlap="circular">
        {(describedBy) => (
          <IconButton label="Notifications" onPress={() => setShown(false)} {...describedBy}>
            <Bell size={20} aria-hidden />
          </IconButton>
        )}
      </Dot>
    );
  },
  args: { description: '3 unread notifications', tone: 'primary' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Notifications' });
    await expect(button).toHaveAccessibleDescription('3 unread notifications');
    await userEvent.click(button);
    await expect(button).not.toHaveAccessibleDescription();
    await expect(canvasElement.querySelector('[data-overlap]')).toBeNull();
  },
};

/** Alone in a line of text the dot is an image named by its description. */
export const Standalone: Story = {
  render: () => (
    <>
      {(['success', 'warning', 'error', 'info', 'primary'] as const).map((tone) => (
        <Dot key={tone} tone={tone} description={`${tone} status`} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
    const success = canvas.getByRole('img', { name: 'success status' });
    await expect(getComputedStyle(success).backgroundColor).toBe('rgb(34, 177, 76)');
  },
};

/** On a rectangular child the dot sits on the corner itself. */
export const OnRectangle: Story = {
  args: {
    description: 'New listings since your last visit',
    tone: 'info',
    children: (describedBy) => (
      <span
        {...describedBy}
        tabIndex={0}
        style={{ padding: '8px 12px', border: '1px solid currentColor', borderRadius: 8 }}
      >
        Listings
      </span>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const child = canvas.getByText('Listings');
    await expect(child).toHaveAccessibleDescription('New listings since your last visit');
    const mark = canvasElement.querySelector('[data-overlap="rectangular"]');
    if (!mark) throw new Error('dot missing');
    await expect(mark.getBoundingClientRect().right).toBeGreaterThan(child.getBoundingClientRect().right);
  },
};

/** In right-to-left pages the dot moves to the top left, still the inline end. */
export const RightToLeft: Story = {
  ...OnIconButton,
  globals: { direction: 'rtl' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Reset to defaults' });
    const mark = canvasElement.querySelector('[data-overlap]');
    if (!mark) throw new Error('dot missing');
    const box = button.getBoundingClientRect();
    await expect(mark.getBoundingClientRect().right).toBeLessThan(box.left + box.width / 2);
  },
};
