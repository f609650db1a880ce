import { vars } from '@ordmarket/tokens';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../internal/VisuallyHidden';

export type DotTone = 'primary' | 'info' | 'success' | 'warning' | 'error';

/** Spread onto the child the dot sits on, so its description is read with the child. */
export interface DotDescribedBy {
  'aria-describedby'?: string;
}

export interface DotProps {
  /** What the dot means, for people who cannot see it (e.g. 'Settings differ from the defaults'). */
  description: string;
  tone?: DotTone;
  /** Hides the dot (and drops its description) without unmounting the child. */
  isShown?: boolean;
  /** `circular` tucks the dot inside the corner of a round child, `rectangular` puts it on the corner. */
  overlap?: 'circular' | 'rectangular';
  /**
   * The element the dot sits on. It gets the description through aria-describedby; without a child the dot
   * stands alone in the text as an image named by the description.
   */
  children?: (describedBy: DotDescribedBy) => ReactNode;
}

/** A small status or notification dot, alone or on the top inline-end corner of a child. */
export function Dot({ description, tone = 'error', isShown = true, overlap = 'rectangular', children }: DotProps) {
  const descriptionId = useId();
  if (!children) {
    return isShown ? <Mark role="img" aria-label={description} data-tone={tone} /> : null;
  }
  return (
    <Anchor>
      {children(isShown ? { 'aria-describedby': descriptionId } : {})}
      {isShown && (
        <>
          <Mark data-tone={tone} data-overlap={overlap} />
          <VisuallyHidden id={descriptionId}>{description}</VisuallyHidden>
        </>
      )}
    </Anchor>
  );
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
`;

const Mark = styled.span`
  display: inline-block;
  flex-shrink: 0;
  width: 8px;
  height: 8px;
  border-radius: ${vars.radius.circle};
  background-color: ${vars.color.error.main};
  vertical-align: middle;

  &[data-tone='primary'] {
    background-color: ${vars.color.primary.main};
  }

  &[data-tone='info'] {
    background-color: ${vars.color.info.main};
  }

  &[data-tone='success'] {
    background-color: ${vars.color.success.main};
  }

  &[data-tone='warning'] {
    background-color: ${vars.color.warning.main};
  }

  /* Corner dots are ringed in the surface colour so they read against any child. */
  &[data-overlap] {
    position: absolute;
    pointer-events: none;
    box-shadow: 0 0 0 2px ${vars.color.background.paper};
  }

  &[data-overlap='circular'] {
    top: 14%;
    inset-inline-end: 14%;
  }

  &[data-overlap='rectangular'] {
    top: -3px;
    inset-inline-end: -3px;
  }
`;
