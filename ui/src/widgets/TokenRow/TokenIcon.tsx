import { vars } from '@ordmarket/tokens';
import { useState } from 'react';
import styled from 'styled-components';
import { Image } from '../../primitives/Image/Image';
import { avatarLetter, avatarTone } from './letterAvatar';

/** The tick's icon, or a coloured letter when there is none or it fails to load. Decorative: the tick is named beside it. */
export function TokenIcon({ tick, src }: { tick: string; src: string | undefined }) {
  const [failed, setFailed] = useState<string>();
  if (src !== undefined && src !== failed) {
    return (
      <Round aria-hidden>
        <Image src={src} alt="" aspectRatio={1} loading="eager" onLoadError={() => setFailed(src)} />
      </Round>
    );
  }
  return (
    <Letter aria-hidden data-tone={avatarTone(tick)}>
      {avatarLetter(tick)}
    </Letter>
  );
}

const size = '36px';

const Round = styled.span`
  flex-shrink: 0;
  width: ${size};
  height: ${size};
  overflow: hidden;
  border-radius: ${vars.radius.circle};
`;

const Letter = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${size};
  height: ${size};
  border-radius: ${vars.radius.circle};
  font-weight: ${vars.fontWeight.bold};

  &[data-tone='primary'] {
    color: ${vars.color.primary.text};
    background-color: ${vars.color.primary.soft};
  }

  &[data-tone='info'] {
    color: ${vars.color.info.text};
    background-color: ${vars.color.info.soft};
  }

  &[data-tone='success'] {
    color: ${vars.color.success.text};
    background-color: ${vars.color.success.soft};
  }

  &[data-tone='warning'] {
    color: ${vars.color.warning.text};
    background-color: ${vars.color.warning.soft};
  }

  &[data-tone='error'] {
    color: ${vars.color.error.text};
    background-color: ${vars.color.error.soft};
  }
`;
