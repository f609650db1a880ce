import { OpenBoxPanel, type OpenBoxPanelProps } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { currentSeedHash, drawerColumn, openHouse, prizes } from '../../../../../stories/fixtures/houseFixtures';

/** The seed field is controlled: the story keeps it, as the app would, and reports each change. */
function Panel(props: OpenBoxPanelProps) {
  const [seed, setSeed] = useState(props.clientSeed);
  return (
    <OpenBoxPanel
      {...props}
      clientSeed={seed}
      onClientSeedChange={(next) => {
        setSeed(next);
        props.onClientSeedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/BlindBox/OpenBoxPanel',
  component: OpenBoxPanel,
  render: (args) => <Panel {...args} />,
  args: {
    house: openHouse,
    balanceSats: 1_250_000,
    clientSeed: 'lucky-frog-42',
    commitment: { serverSeedHash: currentSeedHash, nextNonce: 35 },
    state: { kind: 'idle' },
    onClientSeedChange: fn(),
    onRandomizeSeed: fn(),
    onOpen: fn(),
    onOpenAnother: fn(),
    onVerify: fn(),
    onRecharge: fn(),
  },
  decorators: [drawerColumn],
} satisfies Meta<typeof OpenBoxPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: the seed can be changed or renewed; an empty or colon-bearing seed is refused before Open. */
export const Idle: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(currentSeedHash)).toBeVisible();
    await expect(canvas.getByText('35')).toBeVisible();
    const seed = canvas.getByRole('textbox', { name: 'Client seed' });
    const open = canvas.getByRole('button', { name: 'Open box' });
    await userEvent.clear(seed);
    await expect(args.onClientSeedChange).toHaveBeenLastCalledWith('');
    await expect(seed).toHaveAccessibleDescription('Enter a client seed');
    await expect(open).toBeDisabled();
    await userEvent.type(seed, 'moon:1');
    await expect(seed).toHaveAccessibleDescription(
      'Use 1 to 64 printable characters (letters, digits, punctuation), without a colon',
    );
    await userEvent.clear(seed);
    await userEvent.type(seed, 'moon');
    await expect(open).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'New seed' }));
    await expect(args.onRandomizeSeed).toHaveBeenCalledOnce();
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** The balance does not cover one open: Open waits, the notice says why and offers a recharge. */
export const NotEnoughBalance: Story = {
  args: { balanceSats: 20_000 },
  play: async ({ args, canvas }) => {
    const open = canvas.getByRole('button', { name: 'Open box' });
    await expect(open).toBeDisabled();
    await expect(open).toHaveAccessibleDescription('Not enough balance: one open costs more than your box holds.');
    await userEvent.click(canvas.getByRole('button', { name: 'Recharge' }));
    await expect(args.onRecharge).toHaveBeenCalledOnce();
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** Waiting for the draw: the button spins and ignores presses, the seed cannot change under it. */
export const Opening: Story = {
  args: { state: { kind: 'opening' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Client seed' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'New seed' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Open box' }));
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** An inscription drawn: shown large and announced; the next step opens another or checks this draw. */
export const WonInscription: Story = {
  args: { state: { kind: 'won', prize: prizes.pal7, drawId: 'draw-35', nonce: 35 } },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('You won Pixel Pal #7.'));
    await expect(canvas.getByText('Pixel Pal #7')).toBeVisible();
    await expect(canvas.getByText('Nonce 35')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify this draw' }));
    await expect(args.onVerify).toHaveBeenCalledWith('draw-35');
    await userEvent.click(canvas.getByRole('button', { name: 'Open another' }));
    await expect(args.onOpenAnother).toHaveBeenCalledOnce();
  },
};

/** BTC drawn: the amount is the prize, and the announcement says it in BTC. */
export const WonBtc: Story = {
  args: { state: { kind: 'won', prize: prizes.big, drawId: 'draw-36', nonce: 36 } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You won 0.00100000 BTC.');
    await expect(canvas.getByText('Nonce 36')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify this draw' }));
    await expect(args.onVerify).toHaveBeenCalledWith('draw-36');
  },
};

/** BRC-20 drawn: the token glyph and the amount with its tick, announced the same way. */
export const WonBrc20: Story = {
  args: { state: { kind: 'won', prize: prizes.ordi, drawId: 'draw-37', nonce: 37 } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You won 1,000 ORDI.');
    await expect(canvas.getByText('1,000 ORDI')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify this draw' }));
    await expect(args.onVerify).toHaveBeenCalledWith('draw-37');
  },
};

/** The open was refused: the reason is an alert and Open stays, to try again. */
export const OpenFailed: Story = {
  args: { state: { kind: 'error', message: 'The house changed its seed while you opened. Try again.' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The house changed its seed while you opened. Try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Open box' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};
