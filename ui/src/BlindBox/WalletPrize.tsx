import { Amount } from '../Amount/Amount';
import { RecordName } from './boxWallet.styles';
import type { BoxPrize } from './blindBoxTypes';

/** A prize as a record names it: its BTC amount, or the inscription's name. */
export function WalletPrize({ prize }: { prize: BoxPrize }) {
  return prize.kind === 'btc' ? (
    <Amount sats={prize.sats} size="small" />
  ) : (
    <RecordName title={prize.name}>{prize.name}</RecordName>
  );
}
