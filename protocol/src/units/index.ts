// The units entry (`@ordmarket/protocol/units`): amounts as text and as numbers, with no Bitcoin library behind
// them, so the kit can read every amount with protocol's grammar without carrying transaction code into a page.
export {
  btcUnit,
  readAmount,
  readBtcText,
  readCountText,
  readTokenText,
  typedAmountText,
  type AmountReading,
  type AmountTextProblem,
  type AmountUnit,
} from './amountText';
export { btcText, parseBtc, satsPerBtc } from './btc';
export { percentText } from './percent';
export { maximumPriceSats, minimumPriceSats, raiseToMinimumPrice } from './priceBounds';
