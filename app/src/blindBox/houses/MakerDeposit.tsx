import { MakeBoxDeposit } from '@ordmarket/ui';
import { useSignedIn } from '../../wallet/connect/useSignedIn';
import { chosenInscriptions } from '../boxBalance/inscriptionsToOffer';
import { useHouseDeposit } from '../boxBalance/useHouseDeposit';
import { useInscriptionsToOffer } from '../boxBalance/useInscriptionsToOffer';
import type { HouseDetailAnswer } from './houseAnswers';

/**
 * A house still waiting for its maker's inscriptions offers the maker the deposit here, so closing the make box
 * drawer before signing never strands a house; everyone else sees the house as awaiting its deposits.
 */
export function MakerDeposit({ detail }: { readonly detail: HouseDetailAnswer }) {
  const isMaker = useSignedIn() && detail.is_maker;
  return isMaker && detail.awaiting_deposit.length > 0 ? <PendingDeposit detail={detail} /> : null;
}

function PendingDeposit({ detail }: { readonly detail: HouseDetailAnswer }) {
  const offered = useInscriptionsToOffer();
  const step = useHouseDeposit({
    houseId: detail.house_id,
    custodyAddress: detail.custody_address,
    awaiting: chosenInscriptions(detail.awaiting_deposit, offered.inscriptions),
  });
  return step === undefined ? null : <MakeBoxDeposit {...step} />;
}
