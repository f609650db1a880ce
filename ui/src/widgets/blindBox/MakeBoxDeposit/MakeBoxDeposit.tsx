import { boxBalanceStrings } from '../../../intl/areas/boxBalance';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Section, SectionTitle } from '../shared/boxSection.styles';
import { Badge, type BadgeTone } from '../../../primitives/Badge/Badge';
import { Button } from '../../../primitives/Button/Button';
import { ShortIdLink } from '../../InscriptionOrderProgress/ShortIdLink';
import type { HeldInscription } from '../shared/blindBoxTypes';
import { FullAddress, WalletFact, WalletFacts, WalletNote, WalletView } from '../shared/boxBalance.styles';
import { ChosenInscriptions } from '../shared/ChosenInscriptions';

/** Where a maker's inscription stands: not sent yet, sent and unconfirmed, confirmed into the pool. */
export type HouseDepositStatus = 'waiting' | 'unconfirmed' | 'in_pool';

export interface MakeBoxDepositStep {
  /** The house's custody address, where its inscriptions are held. */
  custodyAddress: string;
  items: ReadonlyArray<{ inscription: HeldInscription; status: HouseDepositStatus }>;
  /** Asks the wallet to sign the deposit; without it there is no button (the deposit is made elsewhere). */
  onSignDeposit?: () => void;
  signing?: boolean;
  /** The deposit transaction, once it is sent. */
  depositTxid?: string;
}

const statusTone: Record<HouseDepositStatus, BadgeTone> = {
  waiting: 'neutral',
  unconfirmed: 'warning',
  in_pool: 'success',
};

/** The house is made; its inscriptions go to the custody address, and it opens once they confirm (and says so). */
export function MakeBoxDeposit({
  custodyAddress,
  items,
  onSignDeposit,
  signing = false,
  depositTxid,
}: MakeBoxDepositStep) {
  const { t } = useKitStrings(boxBalanceStrings);
  const statusOf = new Map(items.map((item) => [item.inscription.inscriptionId, item.status]));
  // Once every deposit confirmed, the note says the house is open instead of what it waits for.
  const isOpen = items.length > 0 && items.every((item) => item.status === 'in_pool');
  return (
    <WalletView>
      <Section>
        <SectionTitle>{t('deposit.title')}</SectionTitle>
        <WalletNote>{t('deposit.explain')}</WalletNote>
      </Section>
      <Section>
        <SectionTitle>{t('deposit.custodyAddress')}</SectionTitle>
        <FullAddress>{custodyAddress}</FullAddress>
      </Section>
      <Section>
        <SectionTitle>{t('deposit.items')}</SectionTitle>
        <ChosenInscriptions
          label={t('deposit.items')}
          inscriptions={items.map((item) => item.inscription)}
          trailing={({ inscriptionId }) => {
            const status = statusOf.get(inscriptionId) ?? 'waiting';
            return <Badge tone={statusTone[status]}>{t(`deposit.status.${status}`)}</Badge>;
          }}
        />
      </Section>
      {depositTxid ? (
        <WalletFacts>
          <WalletFact>
            <dt>{t('deposit.sent')}</dt>
            <dd>
              <ShortIdLink id={depositTxid} href={undefined} />
            </dd>
          </WalletFact>
        </WalletFacts>
      ) : (
        onSignDeposit && (
          <Button size="large" fullWidth isLoading={signing} onPress={onSignDeposit}>
            {t('deposit.sign')}
          </Button>
        )
      )}
      <WalletNote role="status">{t(isOpen ? 'deposit.open' : 'deposit.opensWhenConfirmed')}</WalletNote>
    </WalletView>
  );
}
