import { Select, type SelectOption } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

type Sort = 'recent' | 'price-asc' | 'price-desc' | 'number-asc' | 'rarity';

const sortOptions: Array<SelectOption<Sort>> = [
  { id: 'recent', label: 'Recently listed' },
  { id: 'price-asc', label: 'Price: low to high' },
  { id: 'price-desc', label: 'Price: high to low' },
  { id: 'number-asc', label: 'Inscription number' },
  { id: 'rarity', label: 'Rarity (coming soon)', isDisabled: true },
];

const listbox = () => screen.findByRole('listbox');
const field = (canvas: { getByRole: typeof screen.getByRole }) => canvas.getByRole('button', { name: /Sort by/ });

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Sort by', options: sortOptions, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the placeholder from the locale until something is chosen. */
export const Placeholder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sort by')).toBeVisible();
    await expect(field(canvas)).toHaveTextContent('Select an option');
  },
};

/** Choosing with the pointer reports the option's id and shows its label in the field. */
export const Choose: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(field(canvas));
    const list = await listbox();
    await expect(within(list).getAllByRole('option')).toHaveLength(5);
    await userEvent.click(within(list).getByRole('option', { name: 'Price: high to low' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('price-desc');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(field(canvas)).toHaveTextContent('Price: high to low');
  },
};

/** Keyboard: arrows open and move, disabled options are skipped, Enter chooses. */
export const Keyboard: Story = {
  args: { defaultValue: 'number-asc' },
  play: async ({ args, canvas }) => {
    field(canvas).focus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await listbox();
    await waitFor(() => expect(within(list).getByRole('option', { name: 'Inscription number' })).toHaveFocus());
    await expect(within(list).getByRole('option', { name: 'Rarity (coming soon)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(list).getByRole('option', { name: 'Inscription number' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('price-desc');
  },
};

/** Opened: the list sits under the field, at least as wide, the chosen option marked. */
export const Open: Story = {
  args: { defaultValue: 'price-asc' },
  play: async ({ canvas }) => {
    const trigger = field(canvas);
    await userEvent.click(trigger);
    const list = await listbox();
    await expect(within(list).getByRole('option', { name: 'Price: low to high' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = list.parentElement ?? list;
    await expect(panel.getBoundingClientRect().width).toBeGreaterThanOrEqual(trigger.getBoundingClientRect().width);
    await expect(panel.getBoundingClientRect().top).toBeGreaterThan(trigger.getBoundingClientRect().bottom);
  },
};

/** The error text shows under the field and describes it; the field is marked invalid. */
export const ErrorText: Story = {
  args: {
    label: 'Fee tier',
    placeholder: 'Choose a fee tier',
    errorMessage: 'Choose how fast to confirm',
    isRequired: true,
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Fee tier/ });
    await expect(canvas.getByText('Choose how fast to confirm')).toBeVisible();
    await expect(trigger).toHaveAccessibleDescription(/Choose how fast to confirm/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'recent', description: 'Sorting is off while a sweep is running' },
  play: async ({ canvas }) => {
    const trigger = field(canvas);
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

/** A long option is cut with an ellipsis in the field, keeps its full text as a title, and wraps in the list. */
export const LongText: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string>('collection');
    return <Select {...args} value={value} onChange={setValue} />;
  },
  args: {
    label: 'Collection',
    options: [
      { id: 'collection', label: 'Bitcoin Frogs Genesis Inscriptions Series One (recursive, 10,000 items)' },
      { id: 'other', label: 'Ordinal Maxi Biz' },
    ],
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Collection/ });
    const value = within(trigger).getByTitle('Bitcoin Frogs Genesis Inscriptions Series One (recursive, 10,000 items)');
    const box = value.parentElement ?? value;
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await userEvent.click(trigger);
    const option = within(await listbox()).getByRole('option', { name: /^Bitcoin Frogs/ });
    await expect(option.scrollWidth).toBeLessThanOrEqual(option.clientWidth);
    await expect(option.getBoundingClientRect().height).toBeGreaterThan(36);
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { label: '排序' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: /排序/ })).toHaveTextContent('请选择'));
  },
};

/** Right to left: the chevron at the inline end, the list aligned to the field's right edge. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const trigger = field(canvas);
    const chevron = trigger.querySelector('svg');
    await expect(chevron?.getBoundingClientRect().left).toBeLessThan(trigger.getBoundingClientRect().left + 40);
    await userEvent.click(trigger);
    const panel = (await listbox()).parentElement;
    if (!panel) throw new Error('list panel missing');
    await expect(Math.round(panel.getBoundingClientRect().right)).toBe(
      Math.round(trigger.getBoundingClientRect().right),
    );
  },
};
