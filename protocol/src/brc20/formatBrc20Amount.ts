import { ProtocolError } from '../ProtocolError';
import { BRC20_SCALE, BRC20_SCALE_DECIMALS } from './amount';

export type Brc20FormatErrorCode = 'brc20-negative-amount' | 'brc20-invalid-decimals';

/**
 * Renders a 10^18-scaled amount with the tick's decimals, in integer arithmetic so no float ever rounds a balance.
 * Digits beyond the tick's decimals are cut, never rounded up (a holder is never shown more than they hold);
 * trailing fraction zeros are dropped.
 */
export function formatBrc20Amount(amount: bigint, decimals: number): string {
  if (amount < 0n) throw new ProtocolError<Brc20FormatErrorCode>('brc20-negative-amount', 'Amount is negative.');
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > BRC20_SCALE_DECIMALS) {
    throw new ProtocolError<Brc20FormatErrorCode>(
      'brc20-invalid-decimals',
      'Decimals must be an integer from 0 to 18.',
    );
  }
  const whole = amount / BRC20_SCALE;
  const fraction = (amount % BRC20_SCALE)
    .toString()
    .padStart(BRC20_SCALE_DECIMALS, '0')
    .slice(0, decimals)
    .replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}
