import { formatInscriptionNumber, type HeldInscription } from '@ordmarket/ui';
import type { ApiData } from '../../api/apiCalls';
import type { PreviewUrl } from '../../content/previewUrl';
import { heldInscriptionOf, pictureOf, type BalanceAnswer } from './boxAnswers';

export type WalletItem = ApiData<'/btc/ordinals/get_collection_inscription_list'>['items'][number];

/**
 * The inscriptions a provider can put in a house: those already in their box, then their wallet's own. A listed
 * one (or one being bought) is promised to a buyer, so it is left out until it is delisted. One seen twice (in
 * the box and still in the wallet while its deposit is indexed, or in two reads) shows once, the box's first.
 */
export function inscriptionsToOffer(
  box: BalanceAnswer['inscriptions'],
  wallet: readonly WalletItem[],
  previewUrl: PreviewUrl,
): HeldInscription[] {
  const offered = new Map<string, HeldInscription>();
  for (const inscription of box) offered.set(inscription.inscription_id, heldInscriptionOf(inscription, previewUrl));
  for (const item of wallet) {
    if (item.status !== 'normal' || offered.has(item.inscription_id)) continue;
    offered.set(item.inscription_id, {
      inscriptionId: item.inscription_id,
      name: item.name === '' ? formatInscriptionNumber(item.inscription_number) : item.name,
      ...pictureOf(item.inscription_id, previewUrl),
    });
  }
  return [...offered.values()];
}

/** The named inscriptions among those offered, in the order of `ids`; an unknown one shows its id's start. */
export function chosenInscriptions(ids: readonly string[], offered: readonly HeldInscription[]): HeldInscription[] {
  return ids.map(
    (id) =>
      offered.find((inscription) => inscription.inscriptionId === id) ?? {
        inscriptionId: id,
        name: `${id.slice(0, 8)}…`,
      },
  );
}
