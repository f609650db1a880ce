import { formatBtc } from '../units/btc';

export const purchaseMessages = {
  sweepSize: 'A purchase buys between 1 and 9 inscriptions at once',
  notAtOffsetZero: 'This inscription is not at the start of its output, so it would not land at offset 0 of yours',
  mixedListings: 'These listings were signed for different transaction versions or lock times; buy them separately',
  dummiesNeeded: (count: number) => `This purchase needs ${count} dummy UTXOs in your wallet; create them first`,
  insufficientBalance: 'Insufficient balance',
  /** The spec's funds message: price, fees, balance, what is required and what is missing, in BTC. */
  notEnoughFunds: (parts: { price: bigint; fees: bigint; balance: bigint; required: bigint }) =>
    `Not enough funds: price ${formatBtc(parts.price)} BTC + fees ${formatBtc(parts.fees)} BTC = ` +
    `${formatBtc(parts.required)} BTC required; balance ${formatBtc(parts.balance)} BTC; ` +
    `missing ${formatBtc(parts.required - parts.balance)} BTC`,
} as const;
