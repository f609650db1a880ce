import { Tabs, type TabItem } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

type ActivityTab = 'nft' | 'brc20' | 'nfts_activity' | 'brc20_activity';

const activityTabs: Array<TabItem<ActivityTab>> = [
  { id: 'nft', label: 'NFTs', count: 128 },
  { id: 'brc20', label: 'BRC20', count: 12 },
  { id: 'nfts_activity', label: 'NFTs Activity' },
  { id: 'brc20_activity', label: 'BRC20 Activity' },
];

const panelText: Record<ActivityTab, string> = {
  nft: 'Your inscriptions',
  brc20: 'Your BRC-20 balances',
  nfts_activity: 'Bought, sold and transferred inscriptions',
  brc20_activity: 'Bought, sold and transferable BRC-20',
};

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: 'Marketplace',
    tabs: activityTabs,
    onSelectionChange: fn(),
    children: (id: string) => <p style={{ margin: 0 }}>{panelText[id as ActivityTab]}</p>,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The marketplace activity tabs of the spec, exactly these four, with counts on the first two. */
export const MarketplaceActivity: Story = {
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.getAttribute('data-key'))).toEqual([
      'nft',
      'brc20',
      'nfts_activity',
      'brc20_activity',
    ]);
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['NFTs128', 'BRC2012', 'NFTs Activity', 'BRC20 Activity']);
    await expect(canvas.getByRole('tablist', { name: 'Marketplace' })).toBeVisible();
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Your inscriptions');
  },
};

/** A press opens a tab, reports its id and shows its panel. */
export const Choose: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'NFTs Activity' }));
    await expect(args.onSelectionChange).toHaveBeenCalledOnce();
    await expect(args.onSelectionChange).toHaveBeenCalledWith('nfts_activity');
    await expect(canvas.getByRole('tab', { name: 'NFTs Activity' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Bought, sold and transferred inscriptions');
  },
};

/** Arrow keys move between tabs and open them; Home and End jump to the ends. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const [nft, brc20] = canvas.getAllByRole('tab');
    await userEvent.tab();
    await expect(nft).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(brc20).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('brc20');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'BRC20 Activity' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(nft).toHaveFocus();
  },
};

/** A disabled tab cannot be opened and is skipped by the arrow keys. */
export const Disabled: Story = {
  args: {
    tabs: activityTabs.map((tab) => (tab.id === 'brc20' ? { ...tab, isDisabled: true } : tab)),
  },
  play: async ({ args, canvas }) => {
    const brc20 = canvas.getByRole('tab', { name: 'BRC20 12' });
    await expect(brc20).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(brc20);
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'NFTs Activity' })).toHaveFocus();
  },
};

/** Large counts are shortened so a tab keeps its width. */
export const LargeCounts: Story = {
  args: {
    tabs: [
      { id: 'nft', label: 'NFTs', count: 1_284_000 },
      { id: 'brc20', label: 'BRC20', count: 48_210 },
      { id: 'nfts_activity', label: 'NFTs Activity', count: 9_999 },
      { id: 'brc20_activity', label: 'BRC20 Activity', count: 0 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'NFTs1.3M',
      'BRC2048.2K',
      'NFTs Activity9,999',
      'BRC20 Activity0',
    ]);
    await expect(canvas.getByRole('tab', { name: 'NFTs 1.3M' })).toBeVisible();
  },
};

/** On a phone the row scrolls sideways instead of wrapping; the tab moved to with the keyboard scrolls in. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  args: {
    tabs: [...activityTabs, { id: 'nft', label: 'Inscriptions transferred to me this week' }].map((tab, index) => ({
      ...tab,
      id: `${tab.id}-${index}`,
    })),
    children: () => <p style={{ margin: 0 }}>Activity</p>,
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const tabs = canvas.getAllByRole('tab');
    await expect(new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size).toBe(1);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
  },
};

/** Right to left: the first tab is on the right, and the left arrow moves on to the next tab. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('tab');
    if (!first || !second) throw new Error('tabs missing');
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(second.getBoundingClientRect().left);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(second).toHaveFocus();
  },
};
