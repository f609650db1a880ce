import { vars } from '@ordmarket/tokens';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { boxBalanceStrings } from '../../../intl/areas/boxBalance';
import { useKitStrings } from '../../../intl/useKitStrings';
import { CartThumbnail } from '../../CartPanel/CartThumbnail';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { singleLine } from '../../../theme/singleLine';
import { textStyle } from '../../../theme/textStyle';
import type { HeldInscription } from './blindBoxTypes';

interface ChosenInscriptionsProps {
  inscriptions: readonly HeldInscription[];
  /** The list's accessible name: 'Chosen inscriptions', 'Deposits'. */
  label: string;
  /** Gives each row a remove button. */
  onRemove?: (id: string) => void;
  /** Something at the row's end instead, such as a deposit's status. */
  trailing?: (inscription: HeldInscription) => ReactNode;
}

/** Inscriptions put into a house, one row each: picture, name, and a remove button or a status. */
export function ChosenInscriptions({ inscriptions, label, onRemove, trailing }: ChosenInscriptionsProps) {
  const { t } = useKitStrings(boxBalanceStrings);
  return (
    <List aria-label={label}>
      {inscriptions.map((inscription) => (
        <Row key={inscription.inscriptionId}>
          <CartThumbnail src={inscription.imageUrl} />
          <Name title={inscription.name}>{inscription.name}</Name>
          {trailing?.(inscription)}
          {onRemove && (
            <IconButton
              size="small"
              label={t('make.remove', { name: inscription.name })}
              onPress={() => onRemove(inscription.inscriptionId)}
            >
              <Trash2 size={16} aria-hidden />
            </IconButton>
          )}
        </Row>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-width: 0;
`;

const Name = styled.span`
  ${textStyle('subtitle2')};
  ${singleLine};
  flex: 1;
  min-width: 0;
  color: ${vars.color.text.primary};
`;
