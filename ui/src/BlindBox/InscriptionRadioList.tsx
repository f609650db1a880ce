import { vars } from '@ordmarket/tokens';
import { useTranslation } from 'react-i18next';
import { RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { CartThumbnail } from '../CartPanel/CartThumbnail';
import { FollowPageDirection } from '../internal/FollowPageDirection';
import { selectableTile } from '../theme/interactionStyles';
import { singleLine } from '../theme/singleLine';
import { textStyle } from '../theme/textStyle';
import type { HeldInscription } from './blindBoxTypes';
import { WalletNote } from './boxWallet.styles';

interface InscriptionRadioListProps {
  inscriptions: readonly HeldInscription[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/** The held inscriptions as radio rows (one is withdrawn at a time), each with its picture and name. */
export function InscriptionRadioList({ inscriptions, selectedId, onSelect }: InscriptionRadioListProps) {
  const { t } = useTranslation('boxWallet');
  if (inscriptions.length === 0) return <WalletNote>{t('withdraw.noInscriptions')}</WalletNote>;
  return (
    <FollowPageDirection>
      <Group aria-label={t('withdraw.chooseInscription')} value={selectedId ?? null} onChange={onSelect}>
        {inscriptions.map((inscription) => (
          <RadioField key={inscription.inscriptionId} value={inscription.inscriptionId}>
            <Row>
              <CartThumbnail src={inscription.imageUrl} />
              <Name title={inscription.name}>{inscription.name}</Name>
            </Row>
          </RadioField>
        ))}
      </Group>
    </FollowPageDirection>
  );
}

const Group = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

const Row = styled(RadioButton)`
  ${selectableTile};
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]};
`;

const Name = styled.span`
  ${textStyle('subtitle2')};
  ${singleLine};
  min-width: 0;
  color: ${vars.color.text.primary};
`;
