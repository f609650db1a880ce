import { vars } from '@ordmarket/tokens';
import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { shimmering } from './shimmering';

export type SkeletonShape = 'text' | 'rect' | 'circle';

export interface SkeletonProps {
  /** `text` is a line of the current font size, `rect` a box, `circle` a round avatar or icon. */
  shape?: SkeletonShape;
  /** A CSS length or px; text and rect default to the full width. */
  width?: number | string;
  /** A CSS length or px; circles take their width. */
  height?: number | string;
  /** For a rect that stands in for an image: '1 / 1', 16 / 9. */
  aspectRatio?: number | string;
  /** Text only: how many lines; the last one is shorter, like the end of a paragraph. */
  lines?: number;
}

/**
 * A placeholder in the shape of content that is still loading. It is hidden from assistive technology:
 * the container says 'Loading' once (see SkeletonGroup) rather than every shape saying it.
 */
export function Skeleton({ shape = 'text', width, height, aspectRatio, lines = 1 }: SkeletonProps) {
  // Sizes go in the style attribute: each skeleton is sized differently, and classes must not multiply.
  const size: CSSProperties = {
    inlineSize: width,
    blockSize: shape === 'circle' ? (height ?? width) : height,
    aspectRatio,
  };
  if (shape === 'text' && lines > 1) {
    return (
      <Lines aria-hidden style={{ inlineSize: width }}>
        {Array.from({ length: lines }, (_, line) => (
          <Shape key={line} data-shape="text" data-last-line={line === lines - 1 || undefined} />
        ))}
      </Lines>
    );
  }
  return <Shape aria-hidden data-shape={shape} data-ratio={aspectRatio !== undefined || undefined} style={size} />;
}

const Lines = styled.span`
  display: flex;
  flex-direction: column;
`;

const Shape = styled.span`
  position: relative;
  display: block;
  overflow: hidden;
  inline-size: 100%;
  ${shimmering};

  &[data-shape='text'] {
    block-size: 0.8em;
    margin-block: 0.35em;
    border-radius: ${vars.radius.xs};
  }

  &[data-last-line] {
    inline-size: 60%;
  }

  &[data-shape='rect'] {
    block-size: 120px;
    border-radius: ${vars.radius.md};
  }

  /* A ratio sets the height from the width. */
  &[data-ratio] {
    block-size: auto;
  }

  &[data-shape='circle'] {
    inline-size: 40px;
    block-size: 40px;
    border-radius: ${vars.radius.circle};
  }
`;
