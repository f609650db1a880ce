import type { AmountReading } from '@ordmarket/protocol/units';
import { useCallback } from 'react';
import { basicsStrings } from '../intl/areas/basics';
import { useKitStrings } from '../intl/useKitStrings';

/** What a field holds: BTC, an amount of a BRC-20 tick with its decimals, or a whole count up to a most. */
export type AmountField =
  | { readonly kind: 'btc' }
  | { readonly kind: 'token'; readonly decimals: number }
  | { readonly kind: 'count'; readonly max?: number };

/**
 * The trader's words for why a field's text is not an amount (protocol's one amount grammar reads every field),
 * with the mended text where one is obvious. Undefined for an amount, and for an empty field: that is unfinished,
 * not wrong, and each form says what it still needs.
 */
export function useAmountProblemText(): (reading: AmountReading, field: AmountField) => string | undefined {
  const { t, locale } = useKitStrings(basicsStrings);
  return useCallback(
    (reading, field) => {
      if (reading.ok) return undefined;
      switch (reading.problem) {
        case 'empty':
          return undefined;
        case 'notANumber':
          return field.kind === 'count' ? t('amountText.wholeNumber') : t('amountText.notANumber');
        case 'bareDecimalPoint':
          return t('amountText.bareDecimalPoint', { suggestion: reading.suggestion ?? '' });
        case 'leadingZero':
          return t('amountText.leadingZero', { suggestion: reading.suggestion ?? '' });
        case 'tooManyDecimals':
          if (field.kind === 'btc') return t('amountText.btcTooPrecise');
          if (field.kind === 'count' || field.decimals === 0) {
            return t(field.kind === 'count' ? 'amountText.wholeNumber' : 'amountText.tokenWholeOnly');
          }
          return t('amountText.tokenTooPrecise', { count: field.decimals });
        case 'tooLarge':
          if (field.kind === 'btc') return t('amountText.btcTooLarge');
          if (field.kind === 'token') return t('amountText.tokenTooLarge');
          return t('amountText.countTooLarge', {
            max: new Intl.NumberFormat(locale).format(field.max ?? Number.MAX_SAFE_INTEGER),
          });
        case 'zero':
          return t(field.kind === 'count' ? 'amountText.countZero' : 'amountText.moreThanZero');
      }
    },
    [t, locale],
  );
}
