import { btcText } from '../units/btc';

export const purchaseMessages = {
  sweepSize: 'A purchase buys between 1 and 9 inscriptions at once',
  notAtOffsetZero: 'This inscription is not at the start of its output, so it would not land at offset 0 of yours',
  mixedListings: 'These listings were signed for different transaction versions or lock times; buy them separately',
  dummiesNeeded: (count: number) => `This purchase needs ${count} dummy UTXOs in your wallet; create them first`,
  insufficientBalance: 'Insufficient balance',
  /** Only the last inscription output of a purchase can take extra sats without moving the next inscription. */
  inscriptionsBelowDust: (outputs: readonly string[], limit: bigint) =>
    `The inscriptions at ${outputs.join(', ')} each sit on fewer sats than the ${limit}-sat dust limit of your ` +
    'receiving address, which no node relays; a purchase can top up only one of them: buy them separately',
  /** The spec's funds message: price, fees, balance, what is required and what is missing, in BTC. */
  notEnoughFunds: (parts: { price: bigint; fees: bigint; balance: bigint; required: bigint }) =>
    `Not enough funds: price ${btcText(parts.price)} BTC + fees ${btcText(parts.fees)} BTC = ` +
    `${btcText(parts.required)} BTC required; balance ${btcText(parts.balance)} BTC; ` +
    `missing ${btcText(parts.required - parts.balance)} BTC`,
} as const;
