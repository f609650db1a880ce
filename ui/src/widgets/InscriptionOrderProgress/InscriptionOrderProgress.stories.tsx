import { InscriptionOrderProgress } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const paymentTxid = '6fb976ab49dcec017f1e201e84395983204ae1a7c2abf7ced0a85d692e442799';
const refundTxid = 'b61b0172d95e266c18aea0c624db987e971a5d6d4ebc2aaed85da4642d635735';
const inscriptionIds = [
  'e3a5f1c0d94b7a2e68c1f05b3d7e9a4c2b8f6d1e0a7c5b3f9e2d4c6a8b0f1e3di0',
  'e3a5f1c0d94b7a2e68c1f05b3d7e9a4c2b8f6d1e0a7c5b3f9e2d4c6a8b0f1e3di1',
];

const meta = {
  title: 'UI/InscriptionOrderProgress',
  component: InscriptionOrderProgress,
  args: {
    status: 'awaiting_payment',
    txHref: (txid: string) => `https://mempool.space/tx/${txid}`,
    inscriptionHref: (id: string) => `/inscription/${id}`,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 351 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InscriptionOrderProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The steps as a screen reader and a sighted trader get them: names, which is current, which are done. */
const stepsOf = (root: HTMLElement, name = 'Inscription order progress') => {
  const list = within(root).getByRole('list', { name });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
};

const currentStep = (root: HTMLElement, listName?: string) =>
  stepsOf(root, listName).find((item) => item.getAttribute('aria-current') === 'step');

/** Waiting for the payment: the first step is current and none is done. */
export const AwaitingPayment: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toContainElement(canvas.getByRole('list'));
    const steps = stepsOf(canvasElement);
    await expect(steps.map((step) => step.textContent)).toEqual([
      'Awaiting payment',
      'Paid',
      'Inscribing',
      'Inscribed',
    ]);
    await expect(currentStep(canvasElement)).toBe(steps[0]);
  },
};

/** Paid: the payment step is checked, Paid is current, and the payment links to its transaction. */
export const Paid: Story = {
  args: { status: 'paid', paymentTxid },
  play: async ({ canvas, canvasElement }) => {
    const steps = stepsOf(canvasElement);
    await expect(steps[0]).toHaveTextContent('Awaiting payment (done)');
    await expect(currentStep(canvasElement)).toHaveTextContent(/^Paid/);
    const link = canvas.getByRole('link', { name: '6fb9...2799' });
    await expect(link).toHaveAttribute('href', `https://mempool.space/tx/${paymentTxid}`);
    await expect(link).toHaveAttribute('title', paymentTxid);
  },
};

export const Inscribing: Story = {
  args: { status: 'inscribing', paymentTxid },
  play: async ({ canvasElement }) => {
    await expect(currentStep(canvasElement)).toHaveTextContent('Inscribing');
    await expect(stepsOf(canvasElement)[1]).toHaveTextContent('Paid (done)');
    await expect(stepsOf(canvasElement)[3]).toHaveTextContent(/^Inscribed$/);
  },
};

/** Inscribed: every step is done and the inscriptions link to their pages. */
export const Inscribed: Story = {
  args: { status: 'inscribed', paymentTxid, inscriptionIds },
  play: async ({ canvas, canvasElement }) => {
    await expect(currentStep(canvasElement)).toHaveTextContent(/^Inscribed \(done\)/);
    await expect(canvas.getAllByText('(done)')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'e3a5...3di1' })).toHaveAttribute(
      'href',
      `/inscription/${inscriptionIds[1]}`,
    );
  },
};

const partlyFitted =
  'Only 2 of your 3 mints fit what was left of ordi when your payment arrived: those were inscribed, and the part of your payment for the other 1 was returned.';
const returnTxid = '9a0f3e8c21d7b4a6e5f1c3b2d8a7e6f5c4b3a2d1e0f9a8b7c6d5e4f3a2b1c0d9';

/** Inscribing only part of what was ordered: the reason shows under the current step. */
export const InscribingPartly: Story = {
  args: { status: 'inscribing', paymentTxid, reason: partlyFitted },
  play: async ({ canvasElement }) => {
    await expect(currentStep(canvasElement)).toHaveTextContent(`Inscribing${partlyFitted}`);
  },
};

/** Inscribed in part, with a later payment sent back: both are said, the return linking to its transaction. */
export const InscribedWithReturn: Story = {
  args: { status: 'inscribed', paymentTxid, inscriptionIds, reason: partlyFitted, returnTxids: [returnTxid] },
  play: async ({ canvas, canvasElement }) => {
    await expect(currentStep(canvasElement)).toHaveTextContent(partlyFitted);
    const returns = canvas.getByRole('list', { name: 'Payments sent back' });
    await expect(returns).toHaveTextContent('Later payment sent back 9a0f...c0d9');
    await expect(within(returns).getByRole('link', { name: '9a0f...c0d9' })).toHaveAttribute(
      'href',
      `https://mempool.space/tx/${returnTxid}`,
    );
  },
};

/** Without the link builders the ids are plain text, still shortened with the full id as title. */
export const InscribedWithoutLinks: Story = {
  args: { status: 'inscribed', paymentTxid, inscriptionIds, txHref: undefined, inscriptionHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('e3a5...3di0')).toHaveAttribute('title', inscriptionIds[0]);
  },
};

/** Refunded: the list ends after the payment with the refund, its reason and its transaction. */
export const Refunded: Story = {
  args: { status: 'refunded', paymentTxid, refundTxid, reason: 'The tick was fully minted before the reveal.' },
  play: async ({ canvas, canvasElement }) => {
    const steps = stepsOf(canvasElement);
    await expect(steps).toHaveLength(3);
    await expect(currentStep(canvasElement)).toBe(steps[2]);
    await expect(steps[2]).toHaveTextContent('Refunded');
    await expect(canvas.getByText('The tick was fully minted before the reveal.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'b61b...5735' })).toHaveAttribute(
      'href',
      `https://mempool.space/tx/${refundTxid}`,
    );
    await expect(canvas.queryByText('Inscribing')).toBeNull();
  },
};

export const Failed: Story = {
  args: { status: 'failed', paymentTxid, reason: 'The reveal transaction was rejected: fee too low.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(stepsOf(canvasElement)).toHaveLength(3);
    await expect(currentStep(canvasElement)).toHaveTextContent(/^Failed/);
    await expect(canvas.getByText('The inscription could not be made.')).toBeVisible();
    await expect(canvas.getByText('The reveal transaction was rejected: fee too low.')).toBeVisible();
  },
};

/** Expired: the payment never came, so the list ends after the first, unchecked, step. */
export const Expired: Story = {
  args: { status: 'expired' },
  play: async ({ canvas, canvasElement }) => {
    const steps = stepsOf(canvasElement);
    await expect(steps).toHaveLength(2);
    await expect(steps[0]).toHaveTextContent(/^Awaiting payment$/);
    await expect(steps[1]).toHaveTextContent(/^Expired/);
    await expect(currentStep(canvasElement)).toBe(steps[1]);
    await expect(canvas.getByText('No payment arrived in time. Start a new order to try again.')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { status: 'inscribing', paymentTxid },
  play: async ({ canvasElement }) => {
    await expect(currentStep(canvasElement, '铭文订单进度')).toHaveTextContent('铭刻中');
    await expect(stepsOf(canvasElement, '铭文订单进度')[0]).toHaveTextContent('等待付款 （已完成）');
  },
};
