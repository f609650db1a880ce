import { DrawVerifier } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { currentSeedHash, drawerColumn, fairDraw, fairHmac } from '../../../../../stories/fixtures/houseFixtures';

const meta = {
  title: 'UI/BlindBox/DrawVerifier',
  component: DrawVerifier,
  args: { draw: fairDraw },
  decorators: [drawerColumn],
} satisfies Meta<typeof DrawVerifier>;

export default meta;
type Story = StoryObj<typeof meta>;

const checks = (root: HTMLElement) =>
  within(within(root).getByRole('heading', { name: 'Checks' }).parentElement ?? root).getAllByRole('listitem');

/** Scrolls a section's heading to the top of the column, so the screenshot shows that section. */
const showSection = (root: HTMLElement, name: string) => {
  within(root).getByRole('heading', { name }).scrollIntoView({ block: 'start' });
};

/** Drawn under the current seed: it is not revealed, so there is nothing to check yet; the maker can rotate. */
export const Unrevealed: Story = {
  args: {
    draw: { ...fairDraw, serverSeed: undefined, serverSeedHash: currentSeedHash },
    onRotateSeed: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Not revealed yet — rotate the seed to reveal it.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Checks' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate seed and reveal' }));
    await expect(args.onRotateSeed).toHaveBeenCalledOnce();
    await expect(
      canvas.getByText('hmac = HMAC-SHA256(key = server seed bytes, message = "lucky-frog-42:17")'),
    ).toBeVisible();
    await expect(canvas.getByText('index = floor(x × 12 ÷ 2^52)')).toBeVisible();
  },
};

/** The same draw seen by anyone but the maker: no rotation offered, but when the seed will be revealed. */
export const UnrevealedForPlayer: Story = {
  args: { draw: { ...fairDraw, serverSeed: undefined, serverSeedHash: currentSeedHash } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        "Not revealed yet. The seed is revealed when the house's maker rotates it, or by itself when the house's last prize is won; this draw can be checked then.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Checks' })).toBeNull();
  },
};

/** Every check passes: the seed matches its hash, the formula lands on the recorded index. */
export const Fair: Story = {
  args: { check: { seedMatchesHash: true, hmac: fairHmac, index: 11, indexMatches: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(fairDraw.serverSeed ?? '')).toBeVisible();
    const steps = checks(canvasElement);
    await expect(steps[0]).toHaveTextContent('Passed: The server seed matches the hash published before the draw.');
    await expect(steps[1]).toHaveTextContent(fairHmac);
    await expect(steps[2]).toHaveTextContent('Passed: The formula gives index 11, the recorded index.');
    await expect(canvas.getByText('This draw is fair')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    showSection(canvasElement, 'Checks');
  },
};

/** The recorded index is not what the formula gives: that check fails and so does the verdict. */
export const Mismatch: Story = {
  args: {
    draw: { ...fairDraw, index: 4 },
    check: { seedMatchesHash: true, hmac: fairHmac, index: 11, indexMatches: false },
  },
  play: async ({ canvas, canvasElement }) => {
    const steps = checks(canvasElement);
    await expect(steps[2]).toHaveTextContent('Failed: The formula gives index 11, but the recorded index is 4.');
    await expect(canvas.getByText('This draw does not match')).toBeVisible();
    await expect(canvas.queryByText('This draw is fair')).toBeNull();
    showSection(canvasElement, 'Checks');
  },
};
