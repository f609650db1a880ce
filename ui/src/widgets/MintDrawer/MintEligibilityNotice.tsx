import { vars } from '@ordmarket/tokens';
import { CircleCheck, CircleX } from 'lucide-react';
import styled from 'styled-components';
import { mintStrings } from '../../intl/areas/mint';
import { useKitStrings } from '../../intl/useKitStrings';
import { textStyle } from '../../theme/textStyle';

export interface MintEligibilityNoticeProps {
  /** success: the wallet may mint in the current phase; error: it may not. */
  type: 'success' | 'error';
}

/** The mint result notice: whether the connected wallet qualifies for the current mint phase. */
export function MintEligibilityNotice({ type }: MintEligibilityNoticeProps) {
  const { t } = useKitStrings(mintStrings);
  const qualified = type === 'success';
  return (
    <Notice role="status" data-type={type}>
      {qualified ? <CircleCheck size={22} aria-hidden /> : <CircleX size={22} aria-hidden />}
      <div>
        <strong>{qualified ? t('notice.qualifiedTitle') : t('notice.notQualifiedTitle')}</strong>
        <p>{qualified ? t('notice.qualifiedMessage') : t('notice.notQualifiedMessage')}</p>
      </div>
    </Notice>
  );
}

const Notice = styled.div`
  ${textStyle('body2')};
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.lg};

  & p {
    margin: ${vars.space[1]} 0 0;
  }

  &[data-type='success'] {
    color: ${vars.color.success.text};
    background-color: ${vars.color.success.soft};
  }

  &[data-type='error'] {
    color: ${vars.color.error.text};
    background-color: ${vars.color.error.soft};
  }
`;
