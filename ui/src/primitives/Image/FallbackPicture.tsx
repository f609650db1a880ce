import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';

/**
 * The default placeholder for an image that failed to load (spec: image load errors fall back to a
 * default placeholder image). Drawn inline so it needs no network; named by the image's alt text.
 */
export function FallbackPicture({ alt }: { alt: string }) {
  const naming = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return (
    <Picture {...naming}>
      <svg viewBox="0 0 48 48" focusable="false" aria-hidden>
        <rect data-part="frame" x="6" y="9" width="36" height="30" rx="5" />
        <circle data-part="sun" cx="17" cy="19" r="3.5" />
        <path data-part="hill" d="M9 36 l10 -11 l6 6 l5 -4 l9 9 z" />
        <path data-part="slash" d="M8 8 L40 40" />
      </svg>
    </Picture>
  );
}

const Picture = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background-color: ${vars.color.background.neutral};

  & > svg {
    width: min(40%, 96px);
    height: auto;
  }

  & [data-part='frame'] {
    fill: none;
    stroke: ${vars.color.text.disabled};
    stroke-width: 2.5;
  }

  & [data-part='sun'],
  & [data-part='hill'] {
    fill: ${vars.color.text.disabled};
  }

  & [data-part='slash'] {
    stroke: ${vars.color.background.neutral};
    stroke-width: 6;
    stroke-linecap: round;
  }
`;
