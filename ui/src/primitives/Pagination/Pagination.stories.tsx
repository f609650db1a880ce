import { Pagination, type PaginationProps } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

/** The pager is controlled: the story keeps the page and reports each change. */
function Paged(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onChange={(next) => {
        setPage(next);
        args.onChange(next);
      }}
    />
  );
}

// Gaps are hidden from assistive technology, so the list is read from the DOM.
const shownPages = (nav: HTMLElement): string[] => [...nav.querySelectorAll('li')].map((item) => item.textContent);

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  render: Paged,
  args: { page: 1, pageCount: 20, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the first page: previous is disabled, the far pages fold into a gap. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(shownPages(nav)).toEqual(['', '1', '2', '3', '4', '5', '…', '20', '']);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  },
};

/** In the middle both sides fold; choosing a page moves the run with it. */
export const Middle: Story = {
  args: { page: 10 },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(shownPages(nav)).toEqual(['', '1', '…', '9', '10', '11', '…', '20', '']);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 11' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(11);
    await expect(shownPages(nav)).toEqual(['', '1', '…', '10', '11', '12', '…', '20', '']);
  },
};

/** On the last page next is disabled. */
export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ args, canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toBeDisabled();
    await userEvent.click(next);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A single page: both arrows are disabled. */
export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Disabled: Story = {
  args: { page: 3, isDisabled: true },
  play: async ({ args, canvas }) => {
    const page4 = canvas.getByRole('button', { name: 'Page 4' });
    await expect(page4).toBeDisabled();
    await userEvent.click(page4);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Large page numbers widen their buttons instead of overflowing them. */
export const LongText: Story = {
  args: { page: 5000, pageCount: 123456 },
  play: async ({ canvas }) => {
    const last = canvas.getByRole('button', { name: 'Page 123456' });
    await expect(last.scrollWidth).toBeLessThanOrEqual(last.clientWidth);
  },
};

/** The pager reads from the right; the arrows point the way the page reads. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { page: 2 },
  play: async ({ args, canvas }) => {
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(next.getBoundingClientRect().left);
    await userEvent.click(previous);
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { page: 2 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: '分页' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeEnabled();
  },
};
