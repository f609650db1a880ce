import { Chip } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gem, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/Chip',
  component: Chip,
  args: { label: 'Background: Orange' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium'] } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain attribute label: no buttons. */
export const Attribute: Story = {
  args: { icon: <Gem aria-hidden /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Background: Orange')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Removable: the remove button is named after the chip and reports the press. */
export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ args, canvas }) => {
    const remove = canvas.getByRole('button', { name: 'Remove Background: Orange' });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledOnce();
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
  },
};

/** Selectable filters are toggle buttons: pressing one flips its pressed state and tints it. */
export const Selectable: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<string[]>(['Listed']);
    return (
      <>
        {['Listed', 'Pending', 'Rare sats', 'Pixel art'].map((label) => (
          <Chip
            key={label}
            {...args}
            label={label}
            isSelected={selected.includes(label)}
            onSelectedChange={(isSelected) => {
              setSelected((current) => (isSelected ? [...current, label] : current.filter((l) => l !== label)));
              args.onSelectedChange?.(isSelected);
            }}
          />
        ))}
      </>
    );
  },
  args: { onSelectedChange: fn() },
  play: async ({ args, canvas }) => {
    const listed = canvas.getByRole('button', { name: 'Listed' });
    const rare = canvas.getByRole('button', { name: 'Rare sats' });
    await expect(listed).toHaveAttribute('aria-pressed', 'true');
    await expect(rare).toHaveAttribute('aria-pressed', 'false');
    const unpressed = getComputedStyle(rare.parentElement ?? rare).backgroundColor;
    await userEvent.click(rare);
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(true);
    await expect(rare).toHaveAttribute('aria-pressed', 'true');
    await expect(getComputedStyle(rare.parentElement ?? rare).backgroundColor).not.toBe(unpressed);
    await userEvent.keyboard(' ');
    await expect(rare).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Selected and removable at once: two buttons in one pill, reached one after the other. */
export const SelectedAndRemovable: Story = {
  args: { label: 'Rarity: Legendary', icon: <Sparkles aria-hidden />, isSelected: true, onRemove: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Rarity: Legendary' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Rarity: Legendary' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const Small: Story = {
  args: { size: 'small', onRemove: fn() },
  play: async ({ canvas }) => {
    const remove = canvas.getByRole('button', { name: 'Remove Background: Orange' });
    await expect(remove.parentElement?.getBoundingClientRect().height).toBe(24);
  },
};

export const Disabled: Story = {
  args: { isSelected: false, onSelectedChange: fn(), onRemove: fn(), isDisabled: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Background: Orange' });
    await expect(toggle).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Background: Orange' })).toBeDisabled();
    await userEvent.click(toggle);
    await expect(args.onSelectedChange).not.toHaveBeenCalled();
  },
};

/** A long label is cut with an ellipsis at the container's width; its full text stays the name and title. */
export const LongText: Story = {
  args: { label: 'Collection: Bitcoin Frogs Genesis Inscriptions Series One', onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Collection: Bitcoin Frogs/);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(text).toHaveAttribute('title', 'Collection: Bitcoin Frogs Genesis Inscriptions Series One');
    const remove = canvas.getByRole('button', { name: /^Remove Collection/ });
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(220 + 24);
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { label: '背景：橙色', onRemove: fn() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '移除背景：橙色' })).toBeVisible();
  },
};

/** Right to left: the remove button sits at the inline end, on the left. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { onRemove: fn(), icon: <Gem aria-hidden /> },
  play: async ({ canvas }) => {
    const remove = canvas.getByRole('button', { name: 'Remove Background: Orange' });
    const label = canvas.getByText('Background: Orange');
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(label.getBoundingClientRect().left);
  },
};
