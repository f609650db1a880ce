import type { AmountReading } from '@ordmarket/protocol';
import type { AmountField } from '@ordmarket/ui';

/** A box form's amount that protocol's grammar refused: the reading says why, the field what it holds. */
export interface TypedAmountProblem {
  readonly kind: 'amount';
  readonly reading: Extract<AmountReading, { ok: false }>;
  readonly field: AmountField;
}
