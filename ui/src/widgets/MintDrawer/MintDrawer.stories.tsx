import {
  InscriptionOrderProgress,
  MintCombinationPicker,
  MintDrawer,
  MintEligibilityNotice,
  MintOrder,
  MintQualification,
  MintSuccess,
  type InscriptionOrderStatus,
  type MintDrawerView,
  type MintPayState,
} from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { coverArt } from '../../../../stories/fixtures/artwork';
import { MintFeePicker } from '../../../../stories/fixtures/MintFeePicker';

const wallet = 'tb1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';
// The network fee is the General tier of the fee picker below: 15 sats/vB x 212 vB.
const costs = { mintPrice: 150_000n, inscriptionPostage: 546, networkFee: 3_180, serviceFee: 2_000, total: 155_726 };
const usdPerBtc = 96_512.37;
// A recursive collection's parents: each mint stacks the chosen ones, first chosen at the bottom.
const parents = [
  { digit: 'a', label: 'Swamp background', hue: 150 },
  { digit: 'b', label: 'Frog body', hue: 95 },
  { digit: 'c', label: 'Crown', hue: 45 },
  { digit: 'd', label: 'Laser eyes', hue: 0 },
].map(({ digit, label, hue }) => ({ id: `${digit.repeat(64)}i0`, label, preview: <img src={coverArt(hue)} alt="" /> }));
const paymentTxid = '6fb976ab49dcec017f1e201e84395983204ae1a7c2abf7ced0a85d692e442799';

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
  /** '' for no wallet connected. */
  walletAddress: string;
  /** The order view offers the parents to combine. */
  isRecursive: boolean;
  onCombinationChange: (selected: string[]) => void;
  /** The success view follows the order to its inscriptions. */
  orderStatus: InscriptionOrderStatus | null;
}

/** The drawer with its three views, moving between them as the app would. */
function MintFlow(props: MintFlowProps) {
  const [view, setView] = useState(props.view);
  const [refundAddress, setRefundAddress] = useState(props.refundAddress);
  const [layers, setLayers] = useState([parents[0]?.id ?? '']);
  return (
    <MintDrawer
      isOpen
      onOpenChange={props.onOpenChange}
      view={view}
      onBack={() => setView('qualification')}
      qualificationTitle={props.walletAddress === '' ? 'connect' : 'qualified'}
    >
      {view === 'qualification' && (
        <MintQualification
          collectionName={props.collectionName}
          cover={<img src={coverArt(160)} alt={props.collectionName} />}
          walletAddress={props.walletAddress}
          onMint={() => {
            props.onMint();
            setView('order');
          }}
          onConnectWallet={props.onConnectWallet}
        />
      )}
      {view === 'order' && (
        <MintOrder
          combination={
            props.isRecursive && (
              <MintCombinationPicker
                parents={parents}
                selected={layers}
                onChange={(selected) => {
                  setLayers(selected);
                  props.onCombinationChange(selected);
                }}
              />
            )
          }
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
      {view === 'success' && (
        <MintSuccess
          progress={
            props.orderStatus && (
              <InscriptionOrderProgress
                status={props.orderStatus}
                paymentTxid={paymentTxid}
                inscriptionIds={props.orderStatus === 'inscribed' ? [`${paymentTxid}i0`] : []}
                txHref={(txid) => `https://mempool.space/tx/${txid}`}
                inscriptionHref={(id) => `/inscription/${id}`}
              />
            )
          }
          onShare={props.onShare}
          onContinue={props.onContinue}
        />
      )}
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
    walletAddress: wallet,
    isRecursive: false,
    orderStatus: null,
    onCombinationChange: fn(),
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

/** No wallet yet: the view asks for one instead of saying the wallet qualifies, and offers no MINT. */
export const QualificationWithoutWallet: Story = {
  args: { walletAddress: '' },
  play: async ({ args }) => {
    const view = within(drawer('Connect your wallet'));
    await expect(screen.queryByRole('dialog', { name: 'You are qualified to mint' })).toBeNull();
    await expect(view.getByText('Connect a wallet to mint')).toBeVisible();
    await expect(view.queryByRole('button', { name: 'MINT' })).toBeNull();
    await expect(view.queryByText('Minting to')).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Connect wallet' }));
    await expect(args.onConnectWallet).toHaveBeenCalledOnce();
    await expect(args.onMint).not.toHaveBeenCalled();
  },
};

/** A wallet the current phase does not admit: the drawer says so in its title and offers no MINT. */
export const NotQualified: Story = {
  render: (args) => (
    <MintDrawer
      isOpen
      onOpenChange={args.onOpenChange}
      view="qualification"
      onBack={() => undefined}
      qualificationTitle="notQualified"
    >
      <MintEligibilityNotice type="error" />
    </MintDrawer>
  ),
  play: async () => {
    const view = within(drawer('Not qualified'));
    await expect(screen.queryByRole('dialog', { name: 'You are qualified to mint' })).toBeNull();
    await expect(view.getByRole('status')).toHaveTextContent('Not qualified');
    await expect(view.queryByRole('button', { name: 'MINT' })).toBeNull();
  },
};

/** While the server is asked whether the wallet may mint, the title claims nothing. */
export const CheckingQualification: Story = {
  render: (args) => (
    <MintDrawer
      isOpen
      onOpenChange={args.onOpenChange}
      view="qualification"
      onBack={() => undefined}
      qualificationTitle="checking"
    >
      <span />
    </MintDrawer>
  ),
  play: async () => {
    await expect(drawer('Checking whether you can mint…')).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'You are qualified to mint' })).toBeNull();
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

/**
 * A recursive collection: the parents to combine come first. Layers stack in the order chosen, and the
 * last one cannot be unchosen.
 */
export const CombinationPicker: Story = {
  args: { view: 'order', isRecursive: true },
  play: async ({ args }) => {
    const view = within(drawer('Mint inscriptions'));
    const layers = view.getByRole('toolbar', { name: 'Layers' });
    await expect(layers).toHaveAccessibleDescription('Pick the parent inscriptions to combine, bottom layer first.');
    await expect(view.getByText('1 of 4 chosen')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: /^Crown/ }));
    await userEvent.click(view.getByRole('button', { name: /^Frog body/ }));
    await expect(args.onCombinationChange).toHaveBeenLastCalledWith([parents[0]?.id, parents[2]?.id, parents[1]?.id]);
    await expect(view.getByRole('button', { name: 'Frog body Layer 3' })).toHaveAttribute('aria-pressed', 'true');
    await expect(view.getByText('3 of 4 chosen')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: /^Swamp background/ }));
    await userEvent.click(view.getByRole('button', { name: /^Crown/ }));
    await expect(args.onCombinationChange).toHaveBeenLastCalledWith([parents[1]?.id]);
    await expect(view.getByRole('button', { name: 'Frog body Layer 1' })).toBeVisible();
    args.onCombinationChange.mockClear();
    await userEvent.click(view.getByRole('button', { name: /^Frog body/ }));
    await expect(args.onCombinationChange).not.toHaveBeenCalled();
    await expect(view.getByText('1 of 4 chosen')).toBeVisible();
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

/** Success with the order followed to its inscription. */
export const SuccessWithProgress: Story = {
  args: { view: 'success', orderStatus: 'inscribing' },
  play: async ({ args }) => {
    const view = within(drawer('Mint submitted'));
    const progress = view.getByRole('status');
    await expect(within(progress).getByText('Inscribing').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(within(progress).getByRole('link', { name: '6fb9...2799' })).toBeVisible();
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
