import { formatBtc, Table, type TableColumn, type TableProps, type TableSort } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

interface Listing {
  inscriptionId: string;
  number: number;
  name: string;
  priceSats: number;
  seller: string;
}

const listings: Listing[] = [
  { inscriptionId: 'a1i0', number: 78211, name: 'Bitcoin Frog #412', priceSats: 1_250_000, seller: 'bc1p…x0wlh' },
  { inscriptionId: 'b2i0', number: 80012, name: 'Ordinal Punk #77', priceSats: 4_800_000, seller: 'bc1q…9f3ka' },
  { inscriptionId: 'c3i0', number: 65530, name: 'Rune Stone #1024', priceSats: 546, seller: 'bc1p…7mz2d' },
  { inscriptionId: 'd4i0', number: 91003, name: 'Taproot Wizard #3', priceSats: 23_000_000, seller: 'bc1p…q8e4r' },
];

const columns: Array<TableColumn<Listing>> = [
  { key: 'name', header: 'Item', cell: (listing) => listing.name, isRowHeader: true },
  {
    key: 'number',
    header: 'Inscription',
    cell: (listing) => `#${listing.number}`,
    isSortable: true,
    size: 'medium',
  },
  {
    key: 'price',
    header: 'Price (BTC)',
    cell: (listing) => formatBtc(listing.priceSats),
    isSortable: true,
    align: 'end',
    size: 'medium',
  },
  { key: 'seller', header: 'Seller', cell: (listing) => listing.seller, size: 'medium' },
];

const sortValue = (listing: Listing, column: string): number =>
  column === 'price' ? listing.priceSats : listing.number;

/** The caller owns the sort: the story keeps it and orders the rows, as a page would ask the server to. */
function SortedTable(args: TableProps<Listing>) {
  const [sort, setSort] = useState<TableSort>(args.sort ?? null);
  const items = sort
    ? [...args.items].sort(
        (a, b) => (sortValue(a, sort.column) - sortValue(b, sort.column)) * (sort.direction === 'asc' ? 1 : -1),
      )
    : args.items;
  return (
    <Table
      {...args}
      items={items}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        args.onSortChange?.(next);
      }}
    />
  );
}

const firstColumn = (table: HTMLElement): string[] =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const meta = {
  title: 'UI/Table',
  component: Table<Listing>,
  render: SortedTable,
  args: {
    'aria-label': 'Listings',
    columns,
    items: listings,
    itemKey: (listing) => listing.inscriptionId,
    onSortChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Table<Listing>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the order given; sortable headers say nothing about sorting until one is chosen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Listings' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(firstColumn(table)).toEqual(listings.map((listing) => listing.name));
    for (const header of within(table).getAllByRole('columnheader'))
      await expect(header).not.toHaveAttribute('aria-sort');
    await expect(within(table).getByRole('rowheader', { name: 'Ordinal Punk #77' })).toBeVisible();
  },
};

/** One column cycles default, asc, desc, default; choosing another returns the first to default. */
export const Sorting: Story = {
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Listings' });
    const priceHeader = within(table).getByRole('columnheader', { name: 'Price (BTC)' });
    const numberHeader = within(table).getByRole('columnheader', { name: 'Inscription' });
    const price = within(priceHeader).getByRole('button');

    await userEvent.click(price);
    await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'price', direction: 'asc' });
    await expect(firstColumn(table)).toEqual([
      'Rune Stone #1024',
      'Bitcoin Frog #412',
      'Ordinal Punk #77',
      'Taproot Wizard #3',
    ]);

    await userEvent.click(price);
    await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumn(table)[0]).toBe('Taproot Wizard #3');

    await userEvent.click(price);
    await expect(priceHeader).not.toHaveAttribute('aria-sort');
    await expect(args.onSortChange).toHaveBeenLastCalledWith(null);
    await expect(firstColumn(table)).toEqual(listings.map((listing) => listing.name));

    await userEvent.click(price);
    await userEvent.click(within(numberHeader).getByRole('button'));
    await expect(numberHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(priceHeader).not.toHaveAttribute('aria-sort');
  },
};

/** Placeholder rows while loading; the table says it is busy. */
export const Loading: Story = {
  args: { isLoading: true, items: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Listings' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Listings' });
    await expect(within(table).getByRole('cell', { name: 'No data' })).toHaveAttribute('colspan', '4');
  },
};

export const EmptyWithOwnText: Story = {
  args: { items: [], emptyText: 'No listings in this collection yet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No listings in this collection yet')).toBeVisible();
  },
};

/** A long name is cut short on one line; hovering shows it whole. */
export const LongText: Story = {
  args: {
    items: [
      {
        inscriptionId: 'e5i0',
        number: 70001,
        name: 'The Extremely Rare First Ever Inscribed Recursive Generative Art Piece On Bitcoin #1',
        priceSats: 123_456_789,
        seller: 'bc1pxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
      },
      ...listings,
    ],
  },
  play: async ({ canvas }) => {
    const name = 'The Extremely Rare First Ever Inscribed Recursive Generative Art Piece On Bitcoin #1';
    const cell = canvas.getByRole('rowheader', { name });
    const text = within(cell).getByText(name);
    await expect(text).toHaveAttribute('title', name);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(cell.getBoundingClientRect().height).toBeLessThan(56);
  },
};

/** On a phone the caller leaves out the columns that matter least; the price keeps its full width. */
export const Narrow: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  args: {
    columns: columns.map((column) =>
      column.key === 'number' || column.key === 'seller' ? { ...column, hideBelow: 'sm' as const } : column,
    ),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Listings' });
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(within(table).queryByRole('columnheader', { name: 'Seller' })).toBeNull();
    const price = within(table).getByText('0.23000000');
    await expect(price.scrollWidth).toBeLessThanOrEqual(price.clientWidth);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Listings' });
    const [first, second] = within(table).getAllByRole('columnheader');
    // The first column is the rightmost in a right-to-left page.
    await expect(first?.getBoundingClientRect().left).toBeGreaterThan(second?.getBoundingClientRect().left ?? 0);
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};
