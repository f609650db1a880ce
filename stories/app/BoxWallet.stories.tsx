import { blindBoxStore, drawersStore, initialBlindBoxState, walletStore } from '@ordmarket/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BoxBalanceDrawers } from '@ordmarket/app/blindBox';
import { BlindBoxPanel } from '@ordmarket/app/screens/account';
import { type FakeUnisat, WalletConnectorsContext } from '@ordmarket/app/testing';
import {
  signedInStorage,
  storyWalletConnectors,
  traderAddress,
  transferInscriptions,
} from '../fixtures/app/accountFixtures';
import {
  BoxServer,
  depositPsbt,
  newHouseId,
  rechargeAddress,
  rechargeDepositTxid,
  tokenWithdrawalFee,
  walletInscriptionId,
} from '../fixtures/app/boxWalletFixtures';
import { expireBusyAnnouncements, storyUnisat } from '../fixtures/app/inscribeFixtures';
import { InlineInscriptions } from '../fixtures/app/InlineInscriptions';
import { ScreenStory } from '../fixtures/app/ScreenStory';
import { pixelArtUrl } from '../fixtures/marketFixtures';

interface BoxWalletStoryArgs {
  readonly server: BoxServer;
  readonly unisat: FakeUnisat;
}

// Inline art instead of the server's /content route: stories have no network.
const inlineContent = (inscriptionId: string) => pixelArtUrl(Number.parseInt(inscriptionId.slice(0, 2), 10));

/** The /wallet Blind box tab's panel with the box wallet's drawers, as the layout mounts them. */
function BoxWalletStory({ server, unisat }: BoxWalletStoryArgs) {
  return (
    <ScreenStory route="/wallet" path="/wallet" answers={server.answers()} storage={signedInStorage}>
      <WalletConnectorsContext.Provider value={storyWalletConnectors(unisat)}>
        <InlineInscriptions picture={inlineContent}>
          <BlindBoxPanel />
          <BoxBalanceDrawers />
        </InlineInscriptions>
      </WalletConnectorsContext.Provider>
    </ScreenStory>
  );
}

const meta = {
  title: 'App/Wallet/BoxWallet',
  component: BoxWalletStory,
  args: { server: new BoxServer(), unisat: storyUnisat() },
  // Signed in with UniSat; every drawer closed and the blind-box store emptied after each story.
  beforeEach: ({ args }) => {
    args.server.reset();
    args.unisat.calls.length = 0;
    walletStore.setConnected('unisat', traderAddress);
    walletStore.setPublicKey(args.unisat.publicKey);
    return () => {
      walletStore.resetWallet();
      drawersStore.closeAll();
      Object.assign(blindBoxStore, initialBlindBoxState());
    };
  },
} satisfies Meta<typeof BoxWalletStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = async (name: string) => within(await screen.findByRole('dialog', { name }));

/** The box balance with a deposit still confirming; My houses lists the trader's house and opens its detail. */
export const Balance: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('0.01250000')).toBeVisible();
    await expect(canvas.getByText('0.00050000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'My houses' }));
    const houses = await drawer('My houses');
    await userEvent.click(await houses.findByRole('button', { name: 'Punk house' }));
    await waitFor(() => expect(drawersStore.state.houseDetail).toBe(true));
    await expect(drawersStore.state.myHouse).toBe(false);
    await expect(blindBoxStore.houseId).toBe('11111111-2222-4333-8444-555555555555');
  },
};

/** Recharging: the deposit address and a deposit still confirming; a send from the wallet pays that address. */
export const RechargePending: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Recharge' }));
    const recharge = await drawer('Recharge');
    await expect(await recharge.findByText(rechargeAddress)).toBeVisible();
    await expect(recharge.getByText('Unconfirmed')).toBeVisible();
    await expect(recharge.getByText('Confirmations: 1/2')).toBeVisible();
    await userEvent.type(recharge.getByRole('textbox', { name: 'Amount' }), '0.001');
    await userEvent.click(recharge.getByRole('button', { name: 'Send from wallet' }));
    await expect(await screen.findByText('Sent. It is credited to your box once it confirms.')).toBeVisible();
    const send = args.unisat.calls.find((call) => call.method === 'sendBitcoin');
    await expect(send?.args).toEqual([rechargeAddress, 100_000, { feeRate: 12 }]);
    await expect(recharge.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
    await expireBusyAnnouncements();
  },
};

/** Withdrawing BTC to the wallet's own address (the default destination): the fee is quoted before Confirm. */
export const WithdrawalWithQuote: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw' }));
    const withdrawal = await drawer('Withdraw');
    await expect(withdrawal.getByRole('textbox', { name: 'Destination address' })).toHaveValue(traderAddress);
    await expect(withdrawal.getByRole('button', { name: 'Confirm withdrawal' })).toBeDisabled();
    await userEvent.type(withdrawal.getByRole('textbox', { name: 'Amount' }), '0.0005');
    const line = (label: string) => withdrawal.getByText(label).parentElement;
    await waitFor(() => expect(line('Total taken from your balance')).toHaveTextContent('0.00051410'));
    await expect(line('Network fee')).toHaveTextContent('0.00001410');
    await expect(withdrawal.getByRole('button', { name: 'Confirm withdrawal' })).toBeEnabled();
    await userEvent.clear(withdrawal.getByRole('textbox', { name: 'Amount' }));
    await userEvent.type(withdrawal.getByRole('textbox', { name: 'Amount' }), '0.02');
    await expect(withdrawal.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      'That is more than your box balance.',
    );
    await userEvent.click(withdrawal.getByRole('button', { name: 'Max' }));
    await expect(withdrawal.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.01248590');
    await waitFor(() => expect(line('Total taken from your balance')).toHaveTextContent('0.01250000'));
  },
};

/**
 * A confirmation whose answer was lost: the error shows, and Confirm again retries the very same withdrawal under
 * the same idempotency key with the quoted fee as the most it accepts, so it cannot be paid twice.
 */
export const WithdrawalRetried: Story = {
  args: { server: new BoxServer({ refusedWithdrawals: 1 }) },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw' }));
    const withdrawal = await drawer('Withdraw');
    await userEvent.type(withdrawal.getByRole('textbox', { name: 'Amount' }), '0.0005');
    const confirm = withdrawal.getByRole('button', { name: 'Confirm withdrawal' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    // The market's words, then what to do.
    await expect(
      await withdrawal.findByText(/^The box service did not answer in time\. Please try again\. If it keeps happening/),
    ).toBeVisible();
    await userEvent.click(confirm);
    await expect(
      await screen.findByText('Withdrawal sent. It shows as confirmed once the chain has it.'),
    ).toBeVisible();
    const [first, retry] = args.server.bodies('/btc/blind_box/withdraw');
    await expect(first).toMatchObject({
      asset: 'btc',
      sats: 50_000,
      address: traderAddress,
      fee_rate: 12,
      max_network_fee: 1_410,
    });
    await expect(first?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    await expect(retry).toEqual(first);
    await expireBusyAnnouncements();
  },
};

/**
 * Making a box from an inscription in the box and one in the wallet (chosen in the NFT list over the form): the
 * house is made, the wallet signs the deposit of the wallet's one, and its status follows it into the pool.
 */
export const MakeBoxDeposit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'My houses' }));
    await userEvent.click(await (await drawer('My houses')).findByRole('button', { name: 'Make a box' }));
    const make = await drawer('Make a box');
    await userEvent.type(make.getByRole('textbox', { name: 'House name' }), 'Punk house');
    await userEvent.type(make.getByRole('textbox', { name: /Price per open/ }), '0.0002');
    await userEvent.click(make.getByRole('button', { name: 'Choose inscriptions' }));
    const list = await drawer('Choose inscriptions');
    await userEvent.click(await list.findByRole('checkbox', { name: 'Boxed Punk' }));
    await userEvent.click(await list.findByRole('checkbox', { name: 'Block #1' }));
    await expect(list.queryByRole('checkbox', { name: 'Block #3' })).toBeNull();
    await userEvent.click(list.getByRole('button', { name: 'Use these inscriptions' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose inscriptions' })).toBeNull());
    const chosen = within(make.getByRole('list', { name: 'Chosen inscriptions' }));
    await expect(chosen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(make.getByRole('button', { name: 'Make box' }));

    const deposits = within(await make.findByRole('list', { name: 'Inscriptions to deposit' }));
    await expect(await deposits.findByText('Block #1')).toBeVisible();
    await expect(deposits.getByText('Waiting')).toBeVisible();
    await expect(args.server.bodies('/btc/blind_box/make_house')[0]).toMatchObject({
      name: 'Punk house',
      price_sats: 20_000,
      btc_prizes: 0,
      inscription_ids: [expect.stringMatching(/^61/), walletInscriptionId],
    });
    await userEvent.click(make.getByRole('button', { name: 'Sign deposit with wallet' }));
    await expect(await make.findByText('Deposit sent')).toBeVisible();
    const signed = args.unisat.calls.find((call) => call.method === 'signPsbt');
    await expect(signed?.args[0]).toBe(depositPsbt);
    await expect(args.server.bodies('/btc/blind_box/send_house_deposit')[0]).toMatchObject({
      ordinals_public_key: args.unisat.publicKey,
      public_key: args.unisat.publicKey,
      fee_rate: 12,
      signed_psbt: depositPsbt,
    });
    await expect(deposits.getByText('Unconfirmed')).toBeVisible();
    await waitFor(() => expect(deposits.getByText('In pool')).toBeVisible(), { timeout: 8_000 });
    // In the pool: the note says the house is open, no longer what it waits for.
    await expect(make.getByText('Every inscription is in the pool: the house is open.')).toBeVisible();
    await expireBusyAnnouncements();
    // The signed deposit's button is gone, so the drawer moved focus to Close, and whether a ring shows there hung on
    // which input came last (the baseline flipped between runs). The trader tabs round to Close: a keyboard focus.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(make.getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

/** The box history, newest first with a house made among it, a page at a time. */
export const History: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'History' }));
    const history = await drawer('Box history');
    const list = within(await history.findByRole('list', { name: 'Your box history' }));
    await expect(await list.findByText('Make a house')).toBeVisible();
    await expect(list.getByText('Provider share')).toBeVisible();
    await expect(list.getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(history.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(25));
    await expect(history.queryByRole('button', { name: 'Load more' })).toBeNull();
    await expireBusyAnnouncements();
    // Back to the newest for the screenshot.
    list.getByText('Make a house').scrollIntoView();
  },
};

/** A box holding BRC-20: the balance lists each token held with its amount. */
export const BalanceWithTokens: Story = {
  args: { server: new BoxServer({ holdsTokens: true }) },
  play: async ({ canvas }) => {
    const tokens = within(await canvas.findByRole('list', { name: 'BRC-20 tokens held' }));
    await expect(tokens.getAllByRole('listitem').map((token) => token.textContent)).toEqual([
      '1,500.25 ORDI',
      '250,000,000 sats',
    ]);
  },
};

/**
 * Depositing BRC-20: a credited transfer shows the tokens it brought; the wallet's transfer inscription is chosen,
 * the market builds its send to the recharge address, the wallet signs it and the market relays it.
 */
export const RechargeBrc20: Story = {
  args: { server: new BoxServer({ holdsTokens: true }) },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Recharge' }));
    const recharge = await drawer('Recharge');
    const [credited] = within(await recharge.findByRole('list', { name: 'Deposits' })).getAllByRole('listitem');
    await expect(credited).toHaveTextContent('1,000 ORDI');
    await userEvent.click(await recharge.findByRole('checkbox', { name: /380 blok/ }));
    await userEvent.click(recharge.getByRole('button', { name: 'Send to your box' }));
    await expect(await recharge.findByText('Sent, credited once confirmed')).toBeVisible();
    const [transfer] = transferInscriptions;
    const prepared = args.server.bodies('/btc/blind_box/prepare_recharge_deposit')[0];
    await expect(prepared).toEqual({
      inscription_ids: [transfer?.inscription_id],
      ordinals_public_key: args.unisat.publicKey,
      fee_rate: 12,
      public_key: args.unisat.publicKey,
    });
    const signed = args.unisat.calls.find((call) => call.method === 'signPsbt');
    await expect(signed?.args[0]).toBe(depositPsbt);
    await expect(args.server.bodies('/btc/blind_box/send_recharge_deposit')[0]).toEqual({
      ...prepared,
      signed_psbt: depositPsbt,
    });
    await expect(recharge.getByText('dada...dada')).toHaveAttribute('title', rechargeDepositTxid);
    await expect(recharge.getByText('No transfer inscriptions in this wallet.')).toBeVisible();
    await expireBusyAnnouncements();
  },
};

/** Withdrawing BRC-20: a held tick and an amount of it, the fee of inscribing and sending the transfer, Confirm. */
export const WithdrawalBrc20: Story = {
  args: { server: new BoxServer({ holdsTokens: true }) },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw' }));
    const withdrawal = await drawer('Withdraw');
    await userEvent.click(withdrawal.getByRole('tab', { name: /BRC-20/ }));
    await userEvent.click(await withdrawal.findByRole('radio', { name: '1,500.25 ORDI' }));
    await userEvent.type(withdrawal.getByRole('textbox', { name: 'Amount' }), '2000');
    await expect(withdrawal.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      'That is more than your box holds of this token.',
    );
    await userEvent.clear(withdrawal.getByRole('textbox', { name: 'Amount' }));
    await userEvent.type(withdrawal.getByRole('textbox', { name: 'Amount' }), '100.5');
    const line = (label: string) => withdrawal.getByText(label).parentElement;
    await waitFor(() => expect(line('Total taken from your balance')).toHaveTextContent('0.00003120'));
    const confirm = withdrawal.getByRole('button', { name: 'Confirm withdrawal' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await expect(
      await screen.findByText('Withdrawal sent. It shows as confirmed once the chain has it.'),
    ).toBeVisible();
    await expect(args.server.bodies('/btc/blind_box/withdraw')[0]).toMatchObject({
      asset: 'brc20',
      token: { tick: 'ORDI', amount: '100.5' },
      address: traderAddress,
      fee_rate: 12,
      max_network_fee: tokenWithdrawalFee,
    });
    await expireBusyAnnouncements();
  },
};

/** Making a box of BRC-20 prizes from the tokens held: a tick, how many, the tokens in each; no deposit to sign. */
export const MakeBoxBrc20: Story = {
  args: { server: new BoxServer({ holdsTokens: true }) },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'My houses' }));
    await userEvent.click(await (await drawer('My houses')).findByRole('button', { name: 'Make a box' }));
    const make = await drawer('Make a box');
    await userEvent.type(make.getByRole('textbox', { name: 'House name' }), 'Token house');
    await userEvent.type(make.getByRole('textbox', { name: /Price per open/ }), '0.0002');
    await userEvent.click(await make.findByRole('button', { name: /Token/ }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /^ORDI/ }));
    await userEvent.type(make.getByRole('textbox', { name: 'Number of token prizes' }), '3');
    await userEvent.type(make.getByRole('textbox', { name: 'Tokens in each' }), '500');
    await expect(make.getByText('Taken from your box').parentElement).toHaveTextContent('1,500 ORDI');
    await userEvent.click(make.getByRole('button', { name: 'Make box' }));
    await expect(await screen.findByText('Token house is made and open.')).toBeVisible();
    await expect(args.server.bodies('/btc/blind_box/make_house')[0]).toMatchObject({
      name: 'Token house',
      price_sats: 20_000,
      btc_prizes: 0,
      brc20_prize: { tick: 'ORDI', amount: '500' },
      brc20_prizes: 3,
      inscription_ids: [],
    });
    await waitFor(() => expect(drawersStore.state.houseDetail).toBe(true));
    await expect(blindBoxStore.houseId).toBe(newHouseId);
    await expireBusyAnnouncements();
  },
};
