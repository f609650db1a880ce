import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';

export type IllustrationKind = 'empty' | 'error';

/**
 * The empty and error pictures, drawn inline so they need no network and take the theme's colours
 * (each part is coloured by the stylesheet through its data-part).
 */
export function Illustration({ kind }: { kind: IllustrationKind }) {
  return (
    <Picture viewBox="0 0 200 150" width="200" height="150" aria-hidden focusable="false" data-kind={kind}>
      <ellipse data-part="ground" cx="100" cy="134" rx="72" ry="8" />
      <g transform="rotate(-9 78 70)">
        <rect data-part="back-card" x="40" y="22" width="72" height="96" rx="10" />
      </g>
      <rect data-part="card" x="66" y="16" width="76" height="104" rx="10" />
      <rect data-part="image" x="74" y="24" width="60" height="56" rx="6" />
      <rect data-part="line" x="74" y="88" width="44" height="7" rx="3.5" />
      <rect data-part="line" x="74" y="101" width="28" height="7" rx="3.5" />
      {kind === 'empty' ? (
        <>
          <path data-part="mark" d="M88 58 l8 -10 l7 8 l5 -6 l10 14 z" />
          <circle data-part="mark" cx="115" cy="40" r="5" />
          <circle data-part="lens" cx="138" cy="90" r="20" />
          <path data-part="handle" d="M152 104 l14 14" />
          <path data-part="sparkle" d="M44 20 v10 M39 25 h10 M162 34 v8 M158 38 h8" />
        </>
      ) : (
        <>
          <path data-part="crack" d="M98 24 l-6 14 l10 8 l-8 12 l9 9 l-5 13" />
          <circle data-part="alert" cx="140" cy="24" r="15" />
          <path data-part="alert-mark" d="M140 16 v10 M140 31.5 v0.5" />
        </>
      )}
    </Picture>
  );
}

const Picture = styled.svg`
  display: block;
  flex-shrink: 0;
  max-width: 100%;
  height: auto;

  & [data-part='ground'] {
    fill: ${vars.color.action.hover};
  }

  & [data-part='back-card'] {
    fill: ${vars.color.background.neutral};
    stroke: ${vars.color.divider};
  }

  & [data-part='card'] {
    fill: ${vars.color.background.paper};
    stroke: ${vars.color.border};
  }

  & [data-part='image'] {
    fill: ${vars.color.primary.soft};
  }

  &[data-kind='error'] [data-part='image'] {
    fill: ${vars.color.action.selected};
  }

  & [data-part='line'] {
    fill: ${vars.color.action.selected};
  }

  & [data-part='mark'] {
    fill: ${vars.color.primary.light};
  }

  & [data-part='lens'] {
    fill: ${vars.color.background.paper};
    fill-opacity: 0.6;
    stroke: ${vars.color.primary.main};
    stroke-width: 6;
  }

  & [data-part='handle'] {
    stroke: ${vars.color.primary.main};
    stroke-width: 8;
    stroke-linecap: round;
  }

  & [data-part='sparkle'] {
    stroke: ${vars.color.primary.light};
    stroke-width: 2.5;
    stroke-linecap: round;
  }

  & [data-part='crack'] {
    fill: none;
    stroke: ${vars.color.error.main};
    stroke-width: 3;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  & [data-part='alert'] {
    fill: ${vars.color.error.main};
  }

  & [data-part='alert-mark'] {
    stroke: ${vars.color.error.contrastText};
    stroke-width: 3.5;
    stroke-linecap: round;
  }
`;
