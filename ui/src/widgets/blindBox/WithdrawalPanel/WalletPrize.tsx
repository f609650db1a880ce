import { RecordName } from '../shared/boxBalance.styles';
import type { BoxPrize } from '../shared/blindBoxTypes';
import { PrizeAmount } from '../shared/PrizeAmount';

/** A prize as a record names it: its BTC or token amount, or the inscription's name. */
export function WalletPrize({ prize }: { prize: BoxPrize }) {
  return prize.kind === 'inscription' ? (
    <RecordName title={prize.name}>{prize.name}</RecordName>
  ) : (
    <PrizeAmount prize={prize} size="small" />
  );
}
