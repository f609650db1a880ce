import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';

export type ResultTone = 'success' | 'error';

/**
 * The result pictures, drawn inline so they need no network and follow the theme: a badge with a tick
 * among confetti for success, a badge with a cross among scattered fragments for an error.
 */
export function ResultArt({ tone }: { tone: ResultTone }) {
  return (
    <Art data-tone={tone} width="160" height="120" viewBox="0 0 160 120" aria-hidden>
      <circle data-part="halo" cx="80" cy="60" r="56" />
      <circle data-part="ring" cx="80" cy="60" r="42" />
      <circle data-part="badge" cx="80" cy="60" r="30" />
      <path data-part="shine" d="M62 47a24 24 0 0 1 21-11" />
      {tone === 'success' ? <SuccessMarks /> : <ErrorMarks />}
    </Art>
  );
}

function SuccessMarks() {
  return (
    <>
      <path data-part="mark" d="M67 61l9 9 18-19" />
      <rect data-part="primary" x="24" y="26" width="10" height="5" rx="2.5" transform="rotate(-32 29 28.5)" />
      <rect data-part="info" x="128" y="82" width="11" height="5" rx="2.5" transform="rotate(28 133.5 84.5)" />
      <circle data-part="warning" cx="134" cy="30" r="4" />
      <circle data-part="primary" cx="22" cy="86" r="3" />
      <circle data-part="info" cx="42" cy="104" r="2.5" />
      <path data-part="warning" d="M118 8l2.6 6.4L127 17l-6.4 2.6L118 26l-2.6-6.4L109 17l6.4-2.6z" />
      <path data-part="spark" d="M30 56h8M34 52v8" />
      <path data-part="spark" d="M124 58h8M128 54v8" />
    </>
  );
}

function ErrorMarks() {
  return (
    <>
      <path data-part="mark" d="M70 50l20 20M90 50L70 70" />
      <path data-part="fragment" d="M26 34l8-3 1 8z" />
      <path data-part="fragment" d="M128 88l9 1-4 7z" />
      <rect data-part="fragment" x="126" y="26" width="7" height="7" rx="1.5" transform="rotate(18 129.5 29.5)" />
      <circle data-part="fragment" cx="30" cy="92" r="3" />
      <path data-part="spark" d="M132 56h8" />
      <path data-part="spark" d="M20 62h8" />
    </>
  );
}

const Art = styled.svg`
  --art-main: ${vars.color.success.main};
  --art-on-main: ${vars.color.success.lighter};
  --art-light: ${vars.color.success.light};
  display: block;
  max-width: 100%;
  height: auto;

  &[data-tone='error'] {
    --art-main: ${vars.color.error.main};
    --art-on-main: ${vars.color.error.lighter};
    --art-light: ${vars.color.error.light};
  }

  & [data-part='halo'] {
    fill: var(--art-main);
    opacity: 0.08;
  }

  & [data-part='ring'] {
    fill: var(--art-main);
    opacity: 0.16;
  }

  & [data-part='badge'] {
    fill: var(--art-main);
  }

  & [data-part='shine'],
  & [data-part='mark'],
  & [data-part='spark'] {
    fill: none;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  & [data-part='shine'] {
    stroke: var(--art-on-main);
    stroke-width: 3;
    opacity: 0.32;
  }

  & [data-part='mark'] {
    stroke: var(--art-on-main);
    stroke-width: 6;
  }

  & [data-part='spark'] {
    stroke: var(--art-light);
    stroke-width: 2.5;
  }

  & [data-part='fragment'] {
    fill: var(--art-light);
  }

  & [data-part='primary'] {
    fill: ${vars.color.primary.main};
  }

  & [data-part='info'] {
    fill: ${vars.color.info.main};
  }

  & [data-part='warning'] {
    fill: ${vars.color.warning.main};
  }
`;
