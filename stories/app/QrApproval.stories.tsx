import { finishConnection, qrApprovalPath, walletStore } from '@ordmarket/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { QrApprovalScreen } from '@ordmarket/app/screens/qrApproval';
import { WalletButton } from '@ordmarket/app/shell';
import { FakeUnisat, WalletConnectorsContext } from '@ordmarket/app/testing';
import { healthOn, signInAnswers, storyWalletConnectors, traderAddress } from '../fixtures/app/accountFixtures';
import { FixtureRefusal, neverAnswers, type FixtureAnswers } from '../fixtures/app/fixtureApi';
import { openQrRequest, phoneClock, scannedRequestId, unknownQrCode } from '../fixtures/app/qrApprovalFixtures';
import { ScreenStory } from '../fixtures/app/ScreenStory';

interface QrApprovalStoryArgs {
  /** What the server answers for the scanned code (get_qrcode_request, approve_qrcode). */
  readonly answers: FixtureAnswers;
  /** A UniSat wallet already connected on the phone; none when absent. */
  readonly unisat?: FakeUnisat;
}

function QrApprovalStory({ answers, unisat }: QrApprovalStoryArgs) {
  // One set of connectors for the story: the devnet wallet keeps its connection across renders.
  const [connectors] = useState(() => storyWalletConnectors(unisat));
  return (
    <ScreenStory
      route={qrApprovalPath}
      path={`/login/qr/${scannedRequestId}`}
      answers={{ '/api/v1/health': () => healthOn('devnet'), ...signInAnswers, ...answers }}
    >
      <WalletConnectorsContext.Provider value={connectors}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
          <WalletButton />
        </div>
        <QrApprovalScreen requestId={scannedRequestId} clock={phoneClock} />
      </WalletConnectorsContext.Provider>
    </ScreenStory>
  );
}

const approved = () => ({ address: traderAddress });
const readyAnswers: FixtureAnswers = {
  '/api/v1/user/ordinals/get_qrcode_request': () => openQrRequest,
  '/api/v1/user/ordinals/approve_qrcode': approved,
};
const connectedUnisat = () => Object.assign(new FakeUnisat(), { accounts: [traderAddress] });

const meta = {
  title: 'App/Wallet/QrApproval',
  component: QrApprovalStory,
  args: { answers: readyAnswers },
  // The phone's wallet is app-wide: connected as UniSat when the story has one, forgotten after each story.
  beforeEach: ({ args }) => {
    if (args.unisat) {
      walletStore.setConnected('unisat', traderAddress);
      walletStore.setPublicKey(args.unisat.publicKey);
      walletStore.setPayment(traderAddress, args.unisat.publicKey);
    }
    return () => {
      finishConnection(false);
      walletStore.resetWallet();
    };
  },
} satisfies Meta<typeof QrApprovalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Approve a sign-in on another device' }));

/** The scanned code's request is on its way. */
export const Loading: Story = {
  args: { answers: { '/api/v1/user/ordinals/get_qrcode_request': neverAnswers } },
  play: async ({ canvasElement }) => {
    await expect(screenOf(canvasElement).getByRole('status')).toHaveTextContent('Reading the sign-in request…');
  },
};

/** No wallet on the phone yet: what approving does, the network and the countdown, and a way to connect. */
export const NeedsWallet: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText(/signs in the other device that shows this QR code/)).toBeVisible();
    await expect(screen.getByText('Devnet (practice chain)')).toBeVisible();
    await expect(screen.getByRole('timer')).toHaveTextContent('1:45');
    await expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
    await expect(screen.queryByRole('button', { name: 'Approve sign-in' })).toBeNull();
  },
};

/** Connecting from the screen (the connect dialog, the devnet wallet), then approving: the other device is in. */
export const ConnectsThenApproves: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect wallet' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Connect wallet' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Devnet wallet' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await userEvent.click(await screen.findByRole('button', { name: 'Approve sign-in' }));
    await expect(await screen.findByText('The other device is now signed in.')).toBeVisible();
  },
};

/** A wallet is connected: it is named, and it approves with one press. */
export const Ready: Story = {
  args: { unisat: connectedUnisat() },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(
      await screen.findByText('Your wallet tb1p...69fs will sign the request. Signing costs nothing.'),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Approve sign-in' })).toBeEnabled();
  },
};

/** Approving is under way (here the server has not answered yet): the button waits and a second press sends nothing. */
export const Approving: Story = {
  args: {
    unisat: connectedUnisat(),
    answers: { ...readyAnswers, '/api/v1/user/ordinals/approve_qrcode': neverAnswers },
  },
  play: async ({ args, canvasElement }) => {
    const screen = screenOf(canvasElement);
    const button = await screen.findByRole('button', { name: 'Approve sign-in' });
    await userEvent.click(button);
    await expect(await screen.findByText('Confirm in your wallet…')).toBeVisible();
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.unisat?.calls.filter((call) => call.method === 'signMessage')).toHaveLength(1);
  },
};

/** Approved: the phone says the other device is signed in, and offers the way back to the market. */
export const Approved: Story = {
  args: { unisat: connectedUnisat() },
  play: async ({ args, canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve sign-in' }));
    await expect(await screen.findByRole('heading', { name: 'Sign-in approved' })).toBeVisible();
    await expect(screen.getByText('The other device is now signed in.')).toBeVisible();
    const signed = args.unisat?.calls.find((call) => call.method === 'signMessage');
    await expect(signed?.args).toEqual([openQrRequest.message, 'bip322-simple']);
    await expect(screen.getByRole('button', { name: 'Go to the marketplace' })).toBeEnabled();
  },
};

/** From the approved screen back to the market's home page. */
export const BackToMarket: Story = {
  tags: ['no-screenshot'],
  args: { unisat: connectedUnisat() },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve sign-in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Go to the marketplace' }));
    await expect(await within(canvasElement).findByText('Navigated to /')).toBeVisible();
  },
};

/** The user refused in the wallet: 'Cancelled', and Approve can be pressed again. */
export const Cancelled: Story = {
  args: { unisat: Object.assign(connectedUnisat(), { refuse: true }) },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve sign-in' }));
    await expect(await within(document.body).findByText('Cancelled')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Approve sign-in' })).toBeEnabled();
  },
};

/** The code expired or another wallet approved it: said plainly, nothing to approve. */
export const Expired: Story = {
  args: {
    answers: {
      '/api/v1/user/ordinals/get_qrcode_request': () => ({ ...openQrRequest, status: 'expired', expires_in: 0 }),
    },
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'This code can no longer be used' })).toBeVisible();
    await expect(screen.queryByRole('button')).toBeNull();
  },
};

/** The phone's clock reaches the code's expiry before anyone approved: closed, as if the server had said so. */
export const RanOut: Story = {
  tags: ['no-screenshot'],
  args: {
    unisat: connectedUnisat(),
    answers: { '/api/v1/user/ordinals/get_qrcode_request': () => ({ ...openQrRequest, expires_in: 0 }) },
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'This code can no longer be used' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Approve sign-in' })).toBeNull();
  },
};

/** A code the marketplace never made: said in the screen, without a toast beside it. */
export const Unknown: Story = {
  args: { answers: { '/api/v1/user/ordinals/get_qrcode_request': unknownQrCode } },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'Unknown sign-in code' })).toBeVisible();
    await expect(screen.queryByRole('button')).toBeNull();
    await expect(within(document.body).queryByText(/This QR code is unknown/)).toBeNull();
  },
};

const serverDown = () => {
  throw new FixtureRefusal(10090000, 'The server could not answer. Please try again.');
};

/** The request could not be read: the server's message as a toast, and a way to try again. */
export const Unavailable: Story = {
  args: { answers: { '/api/v1/user/ordinals/get_qrcode_request': serverDown } },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in request could not be read.');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(
      await within(document.body).findByText('The server could not answer. Please try again.'),
    ).toBeVisible();
  },
};

// Reads of the request in RetriedAfterFailure: the first fails, the next ones answer.
let retriedReads = 0;

/** Trying again after a failed read shows the request once the server answers. */
export const RetriedAfterFailure: Story = {
  tags: ['no-screenshot'],
  beforeEach: () => {
    retriedReads = 0;
  },
  args: {
    answers: {
      '/api/v1/user/ordinals/get_qrcode_request': () => {
        retriedReads += 1;
        return retriedReads === 1 ? serverDown() : openQrRequest;
      },
    },
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await expect(await screen.findByRole('timer')).toHaveTextContent('1:45');
  },
};
