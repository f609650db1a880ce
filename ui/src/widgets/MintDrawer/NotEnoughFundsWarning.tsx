import { vars } from '@ordmarket/tokens';
import { AlertTriangle } from 'lucide-react';
import styled from 'styled-components';
import { mintStrings } from '../../intl/areas/mint';
import { useKitStrings } from '../../intl/useKitStrings';
import { textStyle } from '../../theme/textStyle';

/** Why a pay button waits: the wallet's spendable (cardinal) coins do not cover the order. */
export function NotEnoughFundsWarning() {
  const { t } = useKitStrings(mintStrings);
  return (
    <Warning role="alert">
      <AlertTriangle size={18} aria-hidden />
      {t('order.notEnoughFunds')}
    </Warning>
  );
}

const Warning = styled.p`
  ${textStyle('body2')};
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.warning.text};
  background-color: ${vars.color.warning.soft};
`;
