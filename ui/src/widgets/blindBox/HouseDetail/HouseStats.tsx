import { housesStrings } from '../../../intl/areas/houses';
import { useKitStrings } from '../../../intl/useKitStrings';
import { AddressText } from '../../../primitives/AddressText/AddressText';
import { Amount } from '../../../primitives/Amount/Amount';
import { formatPercent, groupDigits } from '../../../primitives/Amount/formatAmount';
import type { HouseDetails } from '../shared/blindBoxTypes';
import { Fact, Facts } from '../shared/Facts';
import { HouseStatusBadge } from '../shared/HouseStatusBadge';

/** A house's figures at a glance: price, prizes left, opens, status, the providers' share, who holds what. */
export function HouseStats({ house }: { house: HouseDetails }) {
  const { t } = useKitStrings(housesStrings);
  return (
    <Facts>
      <Fact label={t('stats.price')}>
        <Amount sats={house.priceSats} size="small" />
      </Fact>
      <Fact label={t('stats.status')}>
        <HouseStatusBadge status={house.status} />
      </Fact>
      <Fact label={t('stats.remaining')}>{groupDigits(BigInt(house.remaining))}</Fact>
      <Fact label={t('stats.opens')}>{groupDigits(BigInt(house.opens))}</Fact>
      <Fact label={t('stats.providerShare')}>{formatPercent(house.providerShare * 100, { signed: false })}</Fact>
      <Fact label={t('stats.maker')}>
        <AddressText address={house.makerAddress} />
      </Fact>
      <Fact label={t('stats.custody')}>
        <AddressText address={house.custodyAddress} />
      </Fact>
    </Facts>
  );
}
