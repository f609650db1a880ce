import { Checkbox } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Skip pending items', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Skip pending items' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Skip pending items'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Skip pending items' })).toBeChecked();
  },
};

const items = ['#78211', '#78234', '#80012'];

/** "Check all" is partly checked while some rows are; choosing it checks every row. */
export const CheckAll: Story = {
  render: function Render() {
    const [checked, setChecked] = useState<ReadonlySet<string>>(new Set([items[0] ?? '']));
    const some = checked.size > 0 && checked.size < items.length;
    return (
      <>
        <Checkbox
          isSelected={checked.size === items.length}
          isIndeterminate={some}
          onChange={(all) => setChecked(new Set(all ? items : []))}
        >
          Check all
        </Checkbox>
        <div role="group" aria-label="Cart" style={{ paddingInlineStart: 24 }}>
          {items.map((item) => (
            <Checkbox
              key={item}
              isSelected={checked.has(item)}
              onChange={(isSelected) =>
                setChecked((current) => {
                  const next = new Set(current);
                  if (isSelected) next.add(item);
                  else next.delete(item);
                  return next;
                })
              }
            >
              {`Inscription ${item}`}
            </Checkbox>
          ))}
        </div>
      </>
    );
  },
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'Check all' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    const rows = within(canvas.getByRole('group', { name: 'Cart' })).getAllByRole('checkbox');
    for (const row of rows) await expect(row).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Inscription #78234' }));
    await expect(all).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true, children: 'Sold' },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Sold' });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Sold'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A checkbox in a row that names it: no visible label, an accessible one. */
export const WithoutVisibleLabel: Story = {
  args: { children: undefined, 'aria-label': 'Select inscription #78211' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select inscription #78211' }));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const LongText: Story = {
  args: {
    children:
      'Include inscriptions whose purchase is still pending confirmation on the blockchain, which usually completes within 30 minutes',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    const label = box.closest('label');
    await expect(label?.getBoundingClientRect().height).toBeGreaterThan(36);
    await expect(label?.scrollWidth).toBeLessThanOrEqual((label?.clientWidth ?? 0) + 1);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    const text = canvas.getByText('Skip pending items');
    const box = text.closest('label')?.querySelector('[aria-hidden]');
    await expect(box?.getBoundingClientRect().left).toBeGreaterThan(text.getBoundingClientRect().right - 1);
  },
};
