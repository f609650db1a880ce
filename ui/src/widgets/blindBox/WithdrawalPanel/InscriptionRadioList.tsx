import { vars } from '@ordmarket/tokens';
import { RadioField } from 'react-aria-components';
import styled from 'styled-components';
import { boxBalanceStrings } from '../../../intl/areas/boxBalance';
import { useKitStrings } from '../../../intl/useKitStrings';
import { CartThumbnail } from '../../CartPanel/CartThumbnail';
import { FollowPageDirection } from '../../../internal/FollowPageDirection';
import { singleLine } from '../../../theme/singleLine';
import { textStyle } from '../../../theme/textStyle';
import type { HeldInscription } from '../shared/blindBoxTypes';
import { WalletNote } from '../shared/boxBalance.styles';
import { RadioTile, RadioTiles } from './radioTiles.styles';

interface InscriptionRadioListProps {
  inscriptions: readonly HeldInscription[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/** The held inscriptions as radio rows (one is withdrawn at a time), each with its picture and name. */
export function InscriptionRadioList({ inscriptions, selectedId, onSelect }: InscriptionRadioListProps) {
  const { t } = useKitStrings(boxBalanceStrings);
  if (inscriptions.length === 0) return <WalletNote>{t('withdraw.noInscriptions')}</WalletNote>;
  return (
    <FollowPageDirection>
      <RadioTiles aria-label={t('withdraw.chooseInscription')} value={selectedId ?? null} onChange={onSelect}>
        {inscriptions.map((inscription) => (
          <RadioField key={inscription.inscriptionId} value={inscription.inscriptionId}>
            <RadioTile>
              <CartThumbnail src={inscription.imageUrl} />
              <Name title={inscription.name}>{inscription.name}</Name>
            </RadioTile>
          </RadioField>
        ))}
      </RadioTiles>
    </FollowPageDirection>
  );
}

const Name = styled.span`
  ${textStyle('subtitle2')};
  ${singleLine};
  min-width: 0;
  color: ${vars.color.text.primary};
`;
