import { vars } from '@ordmarket/tokens';
import { RotateCw } from 'lucide-react';
import styled from 'styled-components';
import { basicsStrings } from '../../intl/areas/basics';
import { useKitStrings } from '../../intl/useKitStrings';
import { Button } from '../Button/Button';
import { textStyle } from '../../theme/textStyle';
import { Illustration } from './Illustration';

export interface EmptyStateAction {
  label: string;
  onPress: () => void;
}

export interface EmptyStateProps {
  /** `error` says loading failed and offers a retry; `empty` says there is nothing to show yet. */
  variant?: 'empty' | 'error';
  /** Defaults to the locale's title for the variant. */
  title?: string;
  /** Defaults to the locale's description for the variant. */
  description?: string;
  /** A way forward, e.g. 'Browse collections'. In the error variant it replaces the retry button. */
  action?: EmptyStateAction;
  /** Error variant: called by the 'Try again' button. */
  onRetry?: () => void;
  /** Error variant: the retry is under way; the button shows a spinner and ignores presses. */
  isRetrying?: boolean;
  /** The title's heading level, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/** What a list or page shows when it has nothing to show, or when loading it failed. */
export function EmptyState({
  variant = 'empty',
  title,
  description,
  action,
  onRetry,
  isRetrying = false,
  headingLevel = 3,
}: EmptyStateProps) {
  const { t } = useKitStrings(basicsStrings);
  const Heading = `h${headingLevel}` as const;
  const retry = variant === 'error' && !action && onRetry;

  return (
    <Root role={variant === 'error' ? 'alert' : undefined} data-variant={variant}>
      <Illustration kind={variant} />
      <Title as={Heading}>{title ?? t(`emptyState.${variant}.title`)}</Title>
      <Description>{description ?? t(`emptyState.${variant}.description`)}</Description>
      {action && (
        <Button variant={variant === 'error' ? 'contained' : 'soft'} onPress={action.onPress}>
          {action.label}
        </Button>
      )}
      {retry && (
        <Button
          variant="outlined"
          color="neutral"
          startIcon={<RotateCw size={18} />}
          isLoading={isRetrying}
          onPress={retry}
        >
          {t('emptyState.retry')}
        </Button>
      )}
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[10]} ${vars.space[4]};
  text-align: center;

  & > button {
    margin-block-start: ${vars.space[3]};
  }
`;

const Title = styled.h3`
  ${textStyle('h6')};
  margin: ${vars.space[4]} 0 0;
  color: ${vars.color.text.primary};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  ${textStyle('body2')};
  max-width: 400px;
  margin: 0;
  color: ${vars.color.text.secondary};
  overflow-wrap: anywhere;
`;
