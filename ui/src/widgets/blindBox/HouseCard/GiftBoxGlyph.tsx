import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';

/** A neutral gift box standing for a house without a picture; decorative, the house is named beside it. */
export function GiftBoxGlyph() {
  return (
    <Frame aria-hidden>
      <svg viewBox="0 0 48 48" focusable="false" aria-hidden>
        <rect data-part="box" x="11" y="22" width="26" height="18" rx="2" />
        <rect data-part="lid" x="8" y="15" width="32" height="8" rx="2" />
        <path data-part="ribbon" d="M24 15 v25" />
        <path data-part="bow" d="M24 15 c-3 -7 -11 -7 -9 -2 c1 2 5 2 9 2 c4 0 8 0 9 -2 c2 -5 -6 -5 -9 2 z" />
      </svg>
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  width: 100%;
  border-radius: ${vars.radius.md};
  background-color: ${vars.color.background.neutral};

  & > svg {
    width: 44%;
    height: auto;
  }

  & [data-part='box'],
  & [data-part='lid'] {
    fill: ${vars.color.action.selected};
    stroke: ${vars.color.text.disabled};
    stroke-width: 2;
  }

  & [data-part='ribbon'],
  & [data-part='bow'] {
    fill: none;
    stroke: ${vars.color.text.disabled};
    stroke-width: 2;
    stroke-linejoin: round;
  }
`;
