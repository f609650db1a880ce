import { vars } from '@ordmarket/tokens';
import { useId } from 'react';
import styled from 'styled-components';
import { housesStrings } from '../../../intl/areas/houses';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Button } from '../../../primitives/Button/Button';
import { textStyle } from '../../../theme/textStyle';
import type { HouseStatus } from '../shared/blindBoxTypes';
import { ActionStack } from '../shared/houseLayout.styles';

interface HouseActionsProps {
  status: HouseStatus;
  onOpenBox?: () => void;
  onAddLiquidity?: () => void;
  onRemoveLiquidity?: () => void;
  onHistory?: () => void;
}

/** What can be done with a house; each button shows only when the app handles it. */
export function HouseActions({ status, onOpenBox, onAddLiquidity, onRemoveLiquidity, onHistory }: HouseActionsProps) {
  const { t } = useKitStrings(housesStrings);
  const reasonId = useId();
  if (!onOpenBox && !onAddLiquidity && !onRemoveLiquidity && !onHistory) return null;
  return (
    <ActionStack>
      {onOpenBox && (
        <>
          <Button
            size="large"
            fullWidth
            isDisabled={status !== 'open'}
            aria-describedby={status === 'open' ? undefined : reasonId}
            onPress={onOpenBox}
          >
            {t('actions.openBox')}
          </Button>
          {status !== 'open' && <Reason id={reasonId}>{t(`actions.closedReason.${status}`)}</Reason>}
        </>
      )}
      {onAddLiquidity && (
        <Button variant="outlined" fullWidth onPress={onAddLiquidity}>
          {t('actions.addLiquidity')}
        </Button>
      )}
      {onRemoveLiquidity && (
        <Button variant="outlined" color="neutral" fullWidth onPress={onRemoveLiquidity}>
          {t('actions.removeLiquidity')}
        </Button>
      )}
      {onHistory && (
        <Button variant="text" color="neutral" fullWidth onPress={onHistory}>
          {t('actions.history')}
        </Button>
      )}
    </ActionStack>
  );
}

const Reason = styled.p`
  ${textStyle('caption')};
  margin: 0 0 ${vars.space[2]};
  color: ${vars.color.text.secondary};
  text-align: center;
`;
