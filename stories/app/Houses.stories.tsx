import { accountSignal, blindBoxStore, drawersStore, finishConnection, initialBlindBoxState } from '@ordmarket/app';
import { Container } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BoxBalanceDrawers, HouseDrawers, HouseShelf } from '@ordmarket/app/blindBox';
import { signedInStorage } from '../fixtures/app/accountFixtures';
import { drawerBody } from '../fixtures/drawerBody';
import { expireBusyAnnouncements } from '../fixtures/app/inscribeFixtures';
import type { FixtureAnswers } from '../fixtures/app/fixtureApi';
import {
  fairDraw,
  houseFixture,
  inlineContent,
  pixelPalsId,
  playerSeed,
  revealedServerSeed,
  tokenTowerId,
} from '../fixtures/app/houseAnswers';
import { rechargeAnswer } from '../fixtures/app/boxWalletFixtures';
import { InlineInscriptions } from '../fixtures/app/InlineInscriptions';
import { ScreenStory } from '../fixtures/app/ScreenStory';

interface HousesStoryArgs {
  readonly answers: FixtureAnswers;
  readonly isSignedIn: boolean;
}

/** The home page's blind-box shelf with the house drawers, as the layout mounts them. */
function HousesStory({ answers, isSignedIn }: HousesStoryArgs) {
  return (
    <ScreenStory route="/" path="/" answers={answers} storage={isSignedIn ? signedInStorage : {}}>
      <InlineInscriptions picture={inlineContent}>
        <Container>
          <HouseShelf />
        </Container>
        <HouseDrawers />
        <BoxBalanceDrawers />
      </InlineInscriptions>
    </ScreenStory>
  );
}

const meta = {
  title: 'App/BlindBox/Houses',
  component: HousesStory,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'lg', isRotated: false } },
  args: { answers: houseFixture().answers, isSignedIn: true },
  // The drawers and their shared state are app-wide: each story starts with them closed and empty.
  beforeEach: () => {
    Object.assign(blindBoxStore, initialBlindBoxState());
    drawersStore.closeAll();
    return () => {
      drawersStore.closeAll();
      Object.assign(blindBoxStore, initialBlindBoxState());
    };
  },
} satisfies Meta<typeof HousesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

/** Presses the Pixel Pals card on the shelf and answers its detail drawer. */
async function showPixelPals(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pixel Pals Box' }));
  return dialog('Pixel Pals Box');
}

/** Opens Pixel Pals from the shelf, then its Open box drawer. */
async function openPixelPalsBox(canvasElement: HTMLElement) {
  const house = await showPixelPals(canvasElement);
  await userEvent.click(house.getByRole('button', { name: 'Open box' }));
  return dialog('Open box');
}

const seedRevealNote =
  "This seed is revealed when the house's maker rotates it, or by itself when the last prize is won.";
const newestWinner = 'Verify the draw of 0.00020000 BTC, won Jan 14, 2025, 10:10 UTC';
const firstWinner = 'Verify the draw of #70,214,553, won Jan 14, 2025, 10:00 UTC';

/** Open houses on the home page: one card each, with its price, prizes left and opens. */
export const ShelfWithHouses: Story = {
  args: { isSignedIn: false },
  play: async ({ canvas }) => {
    const shelf = within(await canvas.findByRole('region', { name: 'Blind boxes' }));
    await expect(shelf.getAllByRole('article')).toHaveLength(3);
    for (const name of ['Pixel Pals Box', 'Sats Jar', 'Ordinal Texts']) {
      await expect(shelf.getByRole('button', { name })).toBeVisible();
    }
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/**
 * A card opens its house: the pool's odds worked out from the answer, and every action of a signed-in provider who
 * did not make the house: no seed rotation, but when the seed will be revealed. The drawer reads the house again
 * while it is open.
 */
export const HouseDetailOpen: Story = {
  args: { answers: houseFixture({ isProvider: true }).answers },
  play: async ({ canvasElement }) => {
    const house = await showPixelPals(canvasElement);
    await expect(blindBoxStore.houseId).toBe(pixelPalsId);
    const odds = await house.findByRole('table', { name: 'Odds of the next open' });
    const cells = within(odds)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    await expect(cells).toEqual([
      ['Inscriptions', '2', '33.33%'],
      ['0.00100000 BTC', '2', '33.33%'],
      ['0.00020000 BTC', '2', '33.33%'],
    ]);
    await expect(house.getByText('95.00%')).toBeVisible();
    await expect(within(house.getByRole('list', { name: 'Recent winners' })).getAllByRole('listitem')).toHaveLength(2);
    for (const action of ['Open box', 'Add liquidity', 'Remove liquidity', 'History']) {
      await expect(house.getByRole('button', { name: action })).toBeEnabled();
    }
    await expect(house.queryByRole('button', { name: 'Rotate seed and reveal' })).toBeNull();
    await expect(house.getByText(seedRevealNote)).toBeVisible();
    await userEvent.click(house.getByRole('button', { name: 'History' }));
    await expect(blindBoxStore.historyHouseId).toBe(pixelPalsId);
    await expect(drawersStore.state.history).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pixel Pals Box' })).toBeNull());
    // History was opened from the house: closing it returns there.
    drawersStore.closeDrawer('history');
    await dialog('Pixel Pals Box');
  },
};

/**
 * A winner's draw checked in the browser from the revealed seed: the seed hashes to the commitment, and the
 * formula lands on the recorded index. The back arrow returns to the house, and another draw checks too.
 */
export const VerifyFairDraw: Story = {
  play: async ({ canvasElement }) => {
    const house = await showPixelPals(canvasElement);
    await userEvent.click(await house.findByRole('button', { name: newestWinner }));
    const verify = await dialog('Verify draw');
    await expect(await verify.findByText('This draw is fair')).toBeVisible();
    await expect(
      verify.getByText('The server seed matches the hash published before the draw.', { exact: false }),
    ).toBeVisible();
    await expect(
      verify.getByText(`The formula gives index ${String(fairDraw.index)}, the recorded index.`, { exact: false }),
    ).toBeVisible();
    await expect(verify.getAllByText(revealedServerSeed).length).toBeGreaterThan(0);

    await userEvent.click(verify.getByRole('button', { name: 'Back' }));
    // Down at the winners, as a player who scrolled to them: the draw's check must still open at its top.
    const houseBody = drawerBody(await screen.findByRole('dialog', { name: 'Pixel Pals Box' }));
    houseBody.scrollTop = houseBody.scrollHeight;
    await expect(houseBody.scrollTop).toBeGreaterThan(0);
    const again = await dialog('Pixel Pals Box');
    await userEvent.click(again.getByRole('button', { name: firstWinner }));
    const first = await dialog('Verify draw');
    await expect(drawerBody(await screen.findByRole('dialog', { name: 'Verify draw' })).scrollTop).toBe(0);
    await expect(await first.findByText('This draw is fair')).toBeVisible();
    await expect(first.getByText('#70,214,553')).toBeVisible();
  },
};

/**
 * A draw checked from the house's winners is a view inside the house: closing it (the close button, as Escape)
 * returns to the house, not to the page.
 */
export const VerifyClosesBackToHouse: Story = {
  play: async ({ canvasElement }) => {
    const house = await showPixelPals(canvasElement);
    await userEvent.click(await house.findByRole('button', { name: firstWinner }));
    const verify = await dialog('Verify draw');
    await expect(await verify.findByText('This draw is fair')).toBeVisible();
    await userEvent.click(verify.getByRole('button', { name: 'Close' }));
    const back = await dialog('Pixel Pals Box');
    await expect(await back.findByRole('button', { name: 'Open box' })).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Verify draw' })).toBeNull();
  },
};

const broke = houseFixture({ boxSats: 0 });

/**
 * Open box with too little in the box: its Recharge opens the recharge drawer in its place, and closing that returns
 * to Open box, ready to open once the deposit is in.
 */
export const RechargeReturnsToOpenBox: Story = {
  args: {
    answers: {
      ...broke.answers,
      '/btc/blind_box/get_recharge_address': () => rechargeAnswer,
    },
  },
  beforeEach: broke.reset,
  play: async ({ canvasElement }) => {
    const open = await openPixelPalsBox(canvasElement);
    await userEvent.click(await open.findByRole('button', { name: 'Recharge' }));
    const recharge = await dialog('Recharge');
    await expect(screen.queryByRole('dialog', { name: 'Open box' })).toBeNull();
    await userEvent.click(recharge.getAllByRole('button', { name: 'Close' })[0] ?? canvasElement);
    const again = await dialog('Open box');
    await expect(await again.findByRole('button', { name: 'Recharge' })).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Recharge' })).toBeNull();
  },
};

const won = houseFixture();

/**
 * Opening a box: the client seed the server keeps for the player, the open asked once under a fresh key, the prize
 * drawn; another open asks under a new key.
 */
export const OpenBoxWon: Story = {
  args: { answers: won.answers },
  beforeEach: won.reset,
  play: async ({ canvasElement }) => {
    const requests = won.openRequests;
    const open = await openPixelPalsBox(canvasElement);
    await expect(screen.queryByRole('dialog', { name: 'Pixel Pals Box' })).toBeNull();
    await expect(await open.findByRole('textbox', { name: 'Client seed' })).toHaveValue(playerSeed);
    await userEvent.click(open.getByRole('button', { name: 'Open box' }));
    await expect(await open.findByText('You won')).toBeVisible();
    await expect(open.getByText('Pixel Pal #12')).toBeVisible();
    await expect(open.getByText('Nonce 0')).toBeVisible();
    await userEvent.click(open.getByRole('button', { name: 'Open another' }));
    await userEvent.click(await open.findByRole('button', { name: 'Open box' }));
    await expect(await open.findByText('You won')).toBeVisible();
    await expect(requests).toHaveLength(2);
    const [firstOpen, secondOpen] = requests;
    await expect(firstOpen).toMatchObject({ house_id: pixelPalsId, client_seed: playerSeed });
    await expect(firstOpen?.idempotency_key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await expect(secondOpen?.idempotency_key).not.toBe(firstOpen?.idempotency_key);
    await expireBusyAnnouncements();
  },
};

const dropped = houseFixture({ unansweredOpens: 1 });

/**
 * The connection dropped on the first press: the panel says so, and pressing again retries under the same key.
 * It ends as Open box won does, so it takes no screenshot of its own.
 */
export const OpenRetriedAfterDrop: Story = {
  tags: ['no-screenshot'],
  args: { answers: dropped.answers },
  beforeEach: dropped.reset,
  play: async ({ canvasElement }) => {
    const requests = dropped.openRequests;
    const open = await openPixelPalsBox(canvasElement);
    await userEvent.click(await open.findByRole('button', { name: 'Open box' }));
    await expect(await open.findByRole('alert')).toHaveTextContent('The server did not answer.');
    await userEvent.click(open.getByRole('button', { name: 'Open box' }));
    await expect(await open.findByText('You won')).toBeVisible();
    await expect(requests).toHaveLength(2);
    await expect(requests[1]?.idempotency_key).toBe(requests[0]?.idempotency_key);
    await expireBusyAnnouncements();
  },
};

const checkedWin = houseFixture();

/**
 * The prize stays after its draw is checked: Verify this draw shows the check in the house drawer, and closing it
 * returns to Open box still saying what was won, not to an empty form.
 */
export const VerifyReturnsToPrize: Story = {
  tags: ['no-screenshot'],
  args: { answers: checkedWin.answers },
  beforeEach: checkedWin.reset,
  play: async ({ canvasElement }) => {
    const open = await openPixelPalsBox(canvasElement);
    await userEvent.click(await open.findByRole('button', { name: 'Open box' }));
    await userEvent.click(await open.findByRole('button', { name: 'Verify this draw' }));
    const verify = await dialog('Verify draw');
    await userEvent.click(verify.getByRole('button', { name: 'Close' }));
    const back = await dialog('Open box');
    await expect(await back.findByText('You won')).toBeVisible();
    await expect(back.getByText('Pixel Pal #12')).toBeVisible();
    await expect(back.getByRole('button', { name: 'Open another' })).toBeVisible();
    await expireBusyAnnouncements();
  },
};

const droppedThenClosed = houseFixture({ unansweredOpens: 1 });

/**
 * A press the server never answered may have been drawn: closing the drawer (back to the house) and opening again keeps
 * its key and the seed typed for it, so pressing again cannot draw and charge a second box.
 */
export const UnansweredOpenSurvivesClosing: Story = {
  tags: ['no-screenshot'],
  args: { answers: droppedThenClosed.answers },
  beforeEach: droppedThenClosed.reset,
  play: async ({ canvasElement }) => {
    const requests = droppedThenClosed.openRequests;
    const open = await openPixelPalsBox(canvasElement);
    const seed = await open.findByRole('textbox', { name: 'Client seed' });
    await userEvent.clear(seed);
    await userEvent.type(seed, 'my lucky seed');
    await userEvent.click(open.getByRole('button', { name: 'Open box' }));
    await expect(await open.findByRole('alert')).toHaveTextContent('The server did not answer.');
    await userEvent.click(open.getAllByRole('button', { name: 'Close' })[0] ?? canvasElement);
    const backAtHouse = await dialog('Pixel Pals Box');
    await userEvent.click(backAtHouse.getByRole('button', { name: 'Open box' }));
    const again = await dialog('Open box');
    await userEvent.click(await again.findByRole('button', { name: 'Open box' }));
    await expect(await again.findByText('You won')).toBeVisible();
    await expect(requests).toHaveLength(2);
    await expect(requests[1]?.idempotency_key).toBe(requests[0]?.idempotency_key);
    await expect(requests.map((request) => request.client_seed)).toEqual(['my lucky seed', 'my lucky seed']);
    await expireBusyAnnouncements();
  },
};

const emptied = houseFixture({ openRefusal: 'Every prize of this house has been won.' });

/**
 * An open the market refuses says why and what to do, and settles the press: pressing again asks under a new key,
 * since nothing was drawn.
 */
export const OpenRefused: Story = {
  tags: ['no-screenshot'],
  args: { answers: emptied.answers },
  beforeEach: emptied.reset,
  play: async ({ canvasElement }) => {
    const open = await openPixelPalsBox(canvasElement);
    await userEvent.click(await open.findByRole('button', { name: 'Open box' }));
    await expect(await open.findByRole('alert')).toHaveTextContent(
      'Every prize of this house has been won. Check the house and your box balance, then try again.',
    );
    await userEvent.click(open.getByRole('button', { name: 'Open box' }));
    await waitFor(() => expect(emptied.openRequests).toHaveLength(2));
    await expect(emptied.openRequests[1]?.idempotency_key).not.toBe(emptied.openRequests[0]?.idempotency_key);
    await expireBusyAnnouncements();
  },
};

const ownDraw = houseFixture();

/**
 * A player's own draw, its seed still secret: the checks wait for it, and the player is told when the seed will be
 * revealed (only the maker may rotate it), with no button that the server would refuse.
 */
export const VerifyOwnDrawBeforeReveal: Story = {
  args: { answers: ownDraw.answers },
  beforeEach: ownDraw.reset,
  play: async ({ canvasElement }) => {
    const open = await openPixelPalsBox(canvasElement);
    await userEvent.click(await open.findByRole('button', { name: 'Open box' }));
    await userEvent.click(await open.findByRole('button', { name: 'Verify this draw' }));
    const verify = await dialog('Verify draw');
    await expect(
      await verify.findByText(
        "Not revealed yet. The seed is revealed when the house's maker rotates it, or by itself when the house's last prize is won; this draw can be checked then.",
      ),
    ).toBeVisible();
    await expect(verify.queryByText('This draw is fair')).toBeNull();
    await expect(verify.queryByRole('button', { name: 'Rotate seed and reveal' })).toBeNull();
    await expireBusyAnnouncements();
  },
};

const makersDraw = houseFixture({ isMaker: true });

/**
 * The maker's house: they alone are offered the rotation. A draw of theirs waits for its seed; rotating reveals it,
 * and the draw is read again and checked in the browser.
 */
export const VerifyOwnDrawAfterRotating: Story = {
  args: { answers: makersDraw.answers },
  beforeEach: makersDraw.reset,
  play: async ({ canvasElement }) => {
    const house = await showPixelPals(canvasElement);
    await expect(await house.findByRole('button', { name: 'Rotate seed and reveal' })).toBeEnabled();
    await expect(house.queryByText(seedRevealNote)).toBeNull();
    await userEvent.click(house.getByRole('button', { name: 'Open box' }));
    const open = await dialog('Open box');
    await userEvent.click(await open.findByRole('button', { name: 'Open box' }));
    await userEvent.click(await open.findByRole('button', { name: 'Verify this draw' }));
    const verify = await dialog('Verify draw');
    await expect(await verify.findByText('Not revealed yet — rotate the seed to reveal it.')).toBeVisible();
    await expect(verify.queryByText('This draw is fair')).toBeNull();
    await userEvent.click(verify.getByRole('button', { name: 'Rotate seed and reveal' }));
    await expect(
      await screen.findByText('The seed is revealed: every draw made with it can now be checked.'),
    ).toBeVisible();
    await expect(await verify.findByText('This draw is fair')).toBeVisible();
    await expect(verify.queryByRole('button', { name: 'Rotate seed and reveal' })).toBeNull();
    await expireBusyAnnouncements();
  },
};

const busyMaker = houseFixture({ laterRevealedSeeds: 24 });

/**
 * A maker who rotated 25 times: the house lists its newest ten seeds and how many there are; Show older seeds pages
 * back through the rest, newest first, until every one is listed.
 */
export const OlderRevealedSeeds: Story = {
  args: { answers: busyMaker.answers },
  beforeEach: busyMaker.reset,
  play: async ({ canvasElement }) => {
    const house = await showPixelPals(canvasElement);
    const listed = async (count: number) => {
      await waitFor(() =>
        expect(within(house.getByRole('list', { name: 'Revealed seeds' })).getAllByRole('listitem')).toHaveLength(
          count,
        ),
      );
    };
    await listed(10);
    await expect(house.getByText('The newest 10 of 25 revealed seeds')).toBeVisible();
    await userEvent.click(house.getByRole('button', { name: 'Show older seeds' }));
    await listed(20);
    await expect(house.getByText('The newest 20 of 25 revealed seeds')).toBeVisible();
    await userEvent.click(house.getByRole('button', { name: 'Show older seeds' }));
    await listed(25);
    await expect(house.queryByRole('button', { name: 'Show older seeds' })).toBeNull();
    await expect(house.queryByText(/^The newest/)).toBeNull();
    await expect(busyMaker.seedRequests).toEqual([
      { house_id: pixelPalsId, page: 1, limit: 20 },
      { house_id: pixelPalsId, page: 2, limit: 20 },
    ]);
    // The oldest, the seed the first draws used, is listed last.
    const seeds = within(house.getByRole('list', { name: 'Revealed seeds' })).getAllByRole('listitem');
    await expect(seeds.at(-1)).toHaveTextContent(revealedServerSeed);
    seeds.at(-1)?.scrollIntoView({ block: 'center' });
    await expireBusyAnnouncements();
  },
};

const tokens = houseFixture({ withTokenHouse: true });

/**
 * A house with BRC-20 prizes: its pool, odds and open show each as a token amount with its tick, and the first open
 * (drawn for real from the pool) wins 1,000 ORDI.
 */
export const TokenHouseOpenWon: Story = {
  args: { answers: tokens.answers },
  beforeEach: tokens.reset,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Token Tower' }));
    const house = await dialog('Token Tower');
    await expect(blindBoxStore.houseId).toBe(tokenTowerId);
    const odds = await house.findByRole('table', { name: 'Odds of the next open' });
    const cells = within(odds)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    await expect(cells).toEqual([
      ['0.00020000 BTC', '1', '25.00%'],
      ['1,000 ORDI', '3', '75.00%'],
    ]);
    const pool = within(house.getByRole('list', { name: 'Prizes in the pool' })).getAllByRole('listitem');
    await expect(pool.filter((prize) => prize.textContent === '1,000 ORDI')).toHaveLength(3);
    await userEvent.click(house.getByRole('button', { name: 'Open box' }));
    const open = await dialog('Open box');
    await userEvent.click(await open.findByRole('button', { name: 'Open box' }));
    await expect(await open.findByText('You won')).toBeVisible();
    await expect(open.getByText('1,000 ORDI')).toBeVisible();
    await expect(tokens.openRequests[0]).toMatchObject({ house_id: tokenTowerId, client_seed: playerSeed });
    await expireBusyAnnouncements();
  },
};

/** Signed out, the open box drawer asks to connect a wallet first, with the app's connect dialog. */
export const OpenBoxSignedOut: Story = {
  args: { isSignedIn: false },
  beforeEach: () => () => finishConnection(false),
  play: async ({ canvasElement }) => {
    const house = await showPixelPals(canvasElement);
    await expect(house.queryByRole('button', { name: 'Add liquidity' })).toBeNull();
    await userEvent.click(house.getByRole('button', { name: 'Open box' }));
    const open = await dialog('Open box');
    await expect(open.getByRole('heading', { name: 'Connect your wallet to open a box' })).toBeVisible();
    await expect(open.queryByRole('textbox', { name: 'Client seed' })).toBeNull();
    await userEvent.click(open.getByRole('button', { name: 'Connect wallet' }));
    await expect(accountSignal.isConnectOpen).toBe(true);
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '盲盒' })).toBeVisible();
  },
};
