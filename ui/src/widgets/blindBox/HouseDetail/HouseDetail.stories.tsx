import { HouseDetail } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  awaitingHouse,
  busyMakersHouse,
  currentSeedHash,
  drawerColumn,
  openHouse,
  revealedSeed,
  soldOutHouse,
  tokenHouse,
} from '../../../../../stories/fixtures/houseFixtures';

const meta = {
  title: 'UI/BlindBox/HouseDetail',
  component: HouseDetail,
  args: { house: openHouse },
  decorators: [drawerColumn],
} satisfies Meta<typeof HouseDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolls a section's heading to the top of the column, so the screenshot shows that section. */
const showSection = (root: HTMLElement, name: string) => {
  within(root).getByRole('heading', { name }).scrollIntoView({ block: 'start' });
};

const seedRevealNote =
  "This seed is revealed when the house's maker rotates it, or by itself when the last prize is won.";

/** Open, with winners: the odds in percent, each winner's draw verifiable by id, the hash copied through the app. */
export const OpenWithWinners: Story = {
  args: {
    onOpenBox: fn(),
    onAddLiquidity: fn(),
    onRemoveLiquidity: fn(),
    onHistory: fn(),
    onVerifyDraw: fn(),
    onCopy: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(
      within(canvas.getByRole('list', { name: 'Prizes in the pool' })).getAllByRole('listitem'),
    ).toHaveLength(8);
    const odds = canvas.getByRole('table', { name: 'Odds of the next open' });
    const cells = within(odds)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    await expect(cells).toEqual([
      ['Inscriptions', '3', '37.50%'],
      ['100,000 sats', '2', '25.00%'],
      ['20,000 sats', '3', '37.50%'],
    ]);
    await expect(canvas.getByText('80.00%')).toBeVisible();

    await userEvent.click(
      canvas.getByRole('button', { name: 'Verify the draw of Pixel Pal #3, won Jan 15, 2025, 10:05 UTC' }),
    );
    await expect(args.onVerifyDraw).toHaveBeenCalledWith('draw-33');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the server seed hash' }));
    await expect(args.onCopy).toHaveBeenCalledWith(currentSeedHash);
    await expect(canvas.queryByRole('button', { name: 'Rotate seed and reveal' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Open box' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add liquidity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove liquidity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'History' }));
    for (const action of [args.onOpenBox, args.onAddLiquidity, args.onRemoveLiquidity, args.onHistory]) {
      await expect(action).toHaveBeenCalledOnce();
    }
    // Back to the top for the screenshot: the figures and the pool.
    canvas.getByRole('heading', { name: 'Prize pool' }).closest('[tabindex]')?.scrollTo({ top: 0 });
  },
};

/** BRC-20 prizes in the pool: each a token glyph and its amount and tick, with odds and winners worded alike. */
export const WithBrc20Prizes: Story = {
  args: { house: tokenHouse, onOpenBox: fn(), onVerifyDraw: fn() },
  play: async ({ args, canvas }) => {
    const pool = within(canvas.getByRole('list', { name: 'Prizes in the pool' })).getAllByRole('listitem');
    await expect(pool.filter((prize) => prize.textContent === '1,000 ORDI')).toHaveLength(3);
    const odds = canvas.getByRole('table', { name: 'Odds of the next open' });
    await expect(within(odds).getByRole('rowheader', { name: '1,000 ORDI' })).toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Verify the draw of 1,000 ORDI, won Jan 15, 2025, 12:30 UTC' }),
    );
    await expect(args.onVerifyDraw).toHaveBeenCalledWith('draw-12');
    canvas.getByRole('heading', { name: 'Prize pool' }).closest('[tabindex]')?.scrollTo({ top: 0 });
  },
};

/** Waiting for the deposit: Open box is disabled and says why; no winners and no revealed seeds yet. */
export const AwaitingDeposit: Story = {
  args: { house: awaitingHouse, onOpenBox: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('No winners yet. The first open could be yours.')).toBeVisible();
    await expect(
      canvas.getByText(
        'No seed revealed yet. The current one is revealed when the maker rotates it or the last prize is won.',
      ),
    ).toBeInTheDocument();
    const open = canvas.getByRole('button', { name: 'Open box' });
    await expect(open).toBeDisabled();
    await expect(open).toHaveAccessibleDescription("Boxes open once the maker's deposit is confirmed.");
    await userEvent.click(open);
    await expect(args.onOpenBox).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Add liquidity' })).toBeNull();
    showSection(canvasElement, 'Revealed seeds');
  },
};

/** Sold out: the pool and the odds are empty and say so; the seed used has been revealed. */
export const SoldOut: Story = {
  args: { house: soldOutHouse, onOpenBox: fn(), onHistory: fn() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('The pool is empty: every prize has been won.')).toBeVisible();
    await expect(canvas.getByText('No odds to show while the pool is empty.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open box' })).toHaveAccessibleDescription(
      'Every prize has been won.',
    );
    await expect(canvas.getByRole('button', { name: 'History' })).toBeEnabled();
    // Its last seed is revealed already: there is nothing left to wait for.
    await expect(canvas.queryByText(seedRevealNote)).toBeNull();
    showSection(canvasElement, 'Prize pool');
  },
};

/** The maker's view with a revealed seed: rotating reveals the current one; while it runs the button waits. */
export const WithRevealedSeeds: Story = {
  args: { house: { ...openHouse, revealedSeeds: [revealedSeed], revealedSeedCount: 1 }, onRotateSeed: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    const seeds = within(canvas.getByRole('list', { name: 'Revealed seeds' })).getAllByRole('listitem');
    await expect(seeds).toHaveLength(1);
    await expect(within(seeds[0] ?? canvasElement).getByText(revealedSeed.serverSeed)).toBeInTheDocument();
    await expect(within(seeds[0] ?? canvasElement).getByText('17')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate seed and reveal' }));
    await expect(args.onRotateSeed).toHaveBeenCalledOnce();
    showSection(canvasElement, 'Fairness');
  },
};

/** A rotation under way: the button shows a spinner and ignores presses. */
export const Rotating: Story = {
  args: { onRotateSeed: fn(), rotating: true },
  play: async ({ args, canvas, canvasElement }) => {
    const rotate = canvas.getByRole('button', { name: 'Rotate seed and reveal' });
    await userEvent.click(rotate);
    await expect(args.onRotateSeed).not.toHaveBeenCalled();
    await expect(canvas.getByText('HMAC-SHA256', { exact: false, selector: 'code' })).toBeInTheDocument();
    showSection(canvasElement, 'Fairness');
  },
};

/** Anyone but the maker: no rotation is offered; the section says when the seed will be revealed instead. */
export const SeedRevealForPlayers: Story = {
  args: { onOpenBox: fn() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: 'Rotate seed and reveal' })).toBeNull();
    await expect(canvas.getByText(seedRevealNote)).toBeVisible();
    showSection(canvasElement, 'Fairness');
  },
};

/**
 * A maker who rotates often: the newest ten seeds are listed, with how many there are in all, and older ones come on
 * request.
 */
export const MoreSeedsToShow: Story = {
  args: { house: busyMakersHouse, onShowMoreSeeds: fn() },
  play: async ({ args, canvas }) => {
    const seeds = within(canvas.getByRole('list', { name: 'Revealed seeds' })).getAllByRole('listitem');
    await expect(seeds).toHaveLength(10);
    await expect(canvas.getByText('The newest 10 of 25 revealed seeds')).toBeVisible();
    const more = canvas.getByRole('button', { name: 'Show older seeds' });
    await userEvent.click(more);
    await expect(args.onShowMoreSeeds).toHaveBeenCalledOnce();
    more.scrollIntoView({ block: 'center' });
  },
};

/** Older seeds on their way: the button shows a spinner and ignores presses. */
export const LoadingOlderSeeds: Story = {
  args: { house: busyMakersHouse, onShowMoreSeeds: fn(), loadingSeeds: true },
  play: async ({ args, canvas }) => {
    const more = canvas.getByRole('button', { name: 'Show older seeds' });
    await userEvent.click(more);
    await expect(args.onShowMoreSeeds).not.toHaveBeenCalled();
    more.scrollIntoView({ block: 'center' });
  },
};
