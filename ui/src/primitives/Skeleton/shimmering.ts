import { vars } from '@ordmarket/tokens';
import { css, keyframes } from 'styled-components';

const shimmer = keyframes`
  from { transform: translateX(calc(-100% * ${vars.direction.sign})); }
  to { transform: translateX(calc(100% * ${vars.direction.sign})); }
`;

/**
 * The muted ground of something still loading, laid as an image over any ground the box has of its own (as a
 * placeholder laid over it would be). Alone, it is the still tint of an image on its way.
 */
export const loadingTint = css`
  background-image: linear-gradient(${vars.color.action.selected}, ${vars.color.action.selected});
`;

/**
 * The look of something still loading: a muted ground swept by a light along the reading direction. For a
 * box that is positioned and clips its overflow (a Skeleton, or an image's frame while the image loads).
 */
export const shimmering = css`
  ${loadingTint};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background-image: linear-gradient(to right, transparent, ${vars.color.action.hover}, transparent);
    animation: ${shimmer} 1.6s ${vars.motion.easing.standard} infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      content: none;
    }
  }
`;
