import {
  MintDrawer,
  MintEligibilityNotice,
  MintOrder,
  MintQualification,
  MintSuccess,
  type MintDrawerView,
  type MintPayState,
} from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { coverArt } from '../fixtures/artwork';
import { MintFeePicker } from '../fixtures/MintFeePicker';

const wallet = 'tb1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';
// The network fee is the General tier of the fee picker below: 15 sats/vB x 212 vB.
const costs = { mintPrice: 150_000n, inscriptionPostage: 546, networkFee: 3_180, serviceFee: 2_000 };
const usdPerBtc = 96_512.37;

interface MintFlowProps {
  view: MintDrawerView;
  payState: MintPayState;
  refundAddress: string;
  isRefundAddressInvalid: boolean;
  onMint: () => void;
  onPay: () => void;
  onConnectWallet: () => void;
  onShare: () => void;
  onContinue: () => void;
  onOpenChange: (isOpen: boolean) => void;
  collectionName: string;
}

/** The drawer with its three views, moving between them as the app would. */
function MintFlow(props: MintFlowProps) {
  const [view, setView] = useState(props.view);
  const [refundAddress, setRefundAddress] = useState(props.refundAddress);
  return (
    <MintDrawer isOpen onOpenChange={props.onOpenChange} view={view} onBack={() => setView('qualification')}>
      {view === 'qualification' && (
        <MintQualification
          collectionName={props.collectionName}
          cover={<img src={coverArt(160)} alt={props.collectionName} />}
          walletAddress={wallet}
          onMint={() => {
            props.onMint();
            setView('order');
          }}
        />
      )}
      {view === 'order' && (
        <MintOrder
          feePicker={<MintFeePicker />}
          costs={costs}
          usdPerBtc={usdPerBtc}
          refundAddress={refundAddress}
          onRefundAddressChange={setRefundAddress}
          isRefundAddressInvalid={props.isRefundAddressInvalid}
          payState={props.payState}
          onPay={props.onPay}
          onConnectWallet={props.onConnectWallet}
        />
      )}
      {view === 'success' && <MintSuccess onShare={props.onShare} onContinue={props.onContinue} />}
    </MintDrawer>
  );
}

const meta = {
  title: 'UI/MintDrawer',
  component: MintFlow,
  args: {
    view: 'qualification',
    payState: 'ready',
    refundAddress: wallet,
    isRefundAddressInvalid: false,
    collectionName: 'Bitcoin Frogs',
    onMint: fn(),
    onPay: fn(),
    onConnectWallet: fn(),
    onShare: fn(),
    onContinue: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof MintFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = (name: string) => screen.getByRole('dialog', { name });

/** View 1: qualified; MINT moves on to the order. */
export const Qualification: Story = {
  play: async ({ args }) => {
    const view = within(drawer('You are qualified to mint'));
    await expect(view.getByText('Bitcoin Frogs')).toBeVisible();
    await expect(view.getByText('tb1p...3297')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'MINT' }));
    await expect(args.onMint).toHaveBeenCalledOnce();
    await expect(await screen.findByRole('dialog', { name: 'Mint inscriptions' })).toBeVisible();
  },
};

/** View 2: fee tier, refund address, costs and Pay; back returns to view 1. */
export const Order: Story = {
  args: { view: 'order' },
  play: async ({ args }) => {
    const view = within(drawer('Mint inscriptions'));
    await expect(view.getByText('Total')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Pay' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
    await userEvent.click(view.getByRole('button', { name: 'Back' }));
    await expect(await screen.findByRole('dialog', { name: 'You are qualified to mint' })).toBeVisible();
  },
};

/** The refund address failed the address rules: the field says so and Pay waits. */
export const InvalidRefundAddress: Story = {
  args: { view: 'order', refundAddress: 'not-an-address', isRefundAddressInvalid: true },
  play: async () => {
    const view = within(drawer('Mint inscriptions'));
    await expect(view.getByText('Address format error')).toBeVisible();
    await expect(view.getByRole('textbox', { name: 'Refund address' })).toHaveAttribute('aria-invalid', 'true');
    await expect(view.getByRole('button', { name: 'Pay' })).toBeDisabled();
  },
};

/** The fee rate is not known yet: Pay is disabled and says why. */
export const CalculatingFee: Story = {
  args: { view: 'order', payState: 'calculatingFee' },
  play: async () => {
    await expect(
      within(drawer('Mint inscriptions')).getByRole('button', { name: 'Calculating Network Fee' }),
    ).toBeDisabled();
  },
};

/** No wallet: Pay opens the wallet connection. */
export const NoWallet: Story = {
  args: { view: 'order', payState: 'noWallet' },
  play: async ({ args }) => {
    await userEvent.click(within(drawer('Mint inscriptions')).getByRole('button', { name: 'Pay' }));
    await expect(args.onConnectWallet).toHaveBeenCalledOnce();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const NotEnoughFunds: Story = {
  args: { view: 'order', payState: 'notEnoughFunds' },
  play: async () => {
    const view = within(drawer('Mint inscriptions'));
    await expect(view.getByRole('alert')).toHaveTextContent('Not enough cardinal spendable funds');
    await expect(view.getByRole('button', { name: 'Pay' })).toBeDisabled();
  },
};

export const Paying: Story = {
  args: { view: 'order', payState: 'paying' },
  play: async ({ args }) => {
    await userEvent.click(within(drawer('Mint inscriptions')).getByRole('button', { name: 'Pay' }));
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** View 3: success with 'Share it' and 'Continue MINT'. */
export const Success: Story = {
  args: { view: 'success' },
  play: async ({ args }) => {
    const view = within(drawer('Mint submitted'));
    await userEvent.click(view.getByRole('button', { name: 'Share it' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    await userEvent.click(view.getByRole('button', { name: 'Continue MINT' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** Below md the drawer is a bottom sheet. */
export const Phone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async () => {
    const sheet = drawer('You are qualified to mint');
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight));
  },
};

export const LongCollectionName: Story = {
  args: { collectionName: 'The Extraordinarily Long Named Genesis Collection of Recursive Ordinal Frogs Vol. 2' },
  play: async () => {
    const name = within(drawer('You are qualified to mint')).getByRole('heading', { level: 3 });
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth + 1);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    const sheet = drawer('You are qualified to mint');
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().left)).toBe(0));
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: '您有资格铸造' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '铸造' })).toBeVisible();
  },
};

/** The mint result notice: qualified or not for the current phase. */
export const EligibilityNotices: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, padding: 24, maxWidth: 420 }}>
      <MintEligibilityNotice type="success" />
      <MintEligibilityNotice type="error" />
    </div>
  ),
  play: async ({ canvas }) => {
    const notices = canvas.getAllByRole('status');
    await expect(notices[0]).toHaveTextContent('You are qualified to mint');
    await expect(notices[1]).toHaveTextContent('Not qualified');
  },
};
