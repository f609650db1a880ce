import { finishConnection, walletStore } from '@ordmarket/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WalletButton } from '@ordmarket/app/shell';
import { FakeUnisat, WalletConnectorsContext } from '@ordmarket/app/testing';
import { healthOn, qrAnswers, signInAnswers, storyWalletConnectors } from '../fixtures/app/accountFixtures';
import { ScreenStory } from '../fixtures/app/ScreenStory';

interface ConnectStoryArgs {
  readonly network: 'devnet' | 'mainnet';
  /** The UniSat extension, when the story has it installed. */
  readonly unisat?: FakeUnisat;
}

function ConnectStory({ network, unisat }: ConnectStoryArgs) {
  return (
    <ScreenStory
      route="/"
      path="/"
      answers={{ '/api/v1/health': () => healthOn(network), ...signInAnswers, ...qrAnswers }}
    >
      <WalletConnectorsContext.Provider value={storyWalletConnectors(unisat)}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 24 }}>
          <WalletButton />
        </div>
      </WalletConnectorsContext.Provider>
    </ScreenStory>
  );
}

const meta = {
  title: 'App/Wallet/ConnectDialog',
  component: ConnectStory,
  args: { network: 'devnet' },
  // The dialog's open flag and the wallet are app-wide: every story starts closed and disconnected.
  beforeEach: () => () => {
    finishConnection(false);
    walletStore.resetWallet();
  },
} satisfies Meta<typeof ConnectStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Connect wallet' }));
  return within(await within(document.body).findByRole('dialog', { name: 'Connect wallet' }));
};

/** On the devnet: the devnet wallet is offered; the extensions this browser lacks point to their install. */
export const DevnetOffered: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Devnet wallet' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'UniSat' })).toBeDisabled();
    await expect(dialog.getByText('Install the UniSat extension to use it')).toBeVisible();
    await expect(dialog.getByText('Install the Xverse extension to use it')).toBeVisible();
  },
};

/** On mainnet without extensions: no devnet wallet, and both extensions to install. */
export const ExtensionsMissing: Story = {
  args: { network: 'mainnet' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.queryByRole('button', { name: 'Devnet wallet' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Xverse' })).toBeDisabled();
  },
};

/** An address the marketplace cannot hold ordinals at: the spec's message, and the wallet stays disconnected. */
export const AddressRefused: Story = {
  args: {
    network: 'mainnet',
    unisat: Object.assign(new FakeUnisat(), { accounts: ['1BoatSLRHtKNngkdXEeobR76b53LETtpyT'] }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'UniSat' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This wallet type doesn\'t support ordinals. Use an address starting with "bc1p" or "bc1q" before connecting.',
    );
    await expect(walletStore.state.isConnect).toBe(false);
  },
};

/** The user refuses in the wallet: the dialog says so, that nothing was signed, and they can choose again. */
export const Canceled: Story = {
  args: { network: 'mainnet', unisat: Object.assign(new FakeUnisat(), { refuse: true }) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'UniSat' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Cancelled in your wallet. Nothing was signed or sent.',
    );
    await expect(dialog.getByRole('button', { name: 'UniSat' })).toBeEnabled();
  },
};

/** The devnet wallet connects, signs the server's challenge and the header shows its address and balance. */
export const DevnetSignsIn: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Devnet wallet' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: /0\.50000000 BTC$/ })).toBeVisible();
  },
};

/** QR sign-in for a device without a wallet: a code linking to the approving screen, waiting for the phone. */
export const QrCode: Story = {
  args: { network: 'mainnet' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Sign in with a QR code' }));
    const qr = within(await within(document.body).findByRole('dialog', { name: 'Sign in with a QR code' }));
    await expect(await qr.findByRole('img', { name: 'Sign-in QR code' })).toBeVisible();
    await expect(qr.getByRole('status')).toHaveTextContent('Waiting for approval…');
  },
};
