import { vars } from '@ordmarket/tokens';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';

interface CartThumbnailProps {
  src: string | undefined;
}

/** The item's picture, or a placeholder when there is none or it fails to load. Decorative: the row names the item. */
export function CartThumbnail({ src }: CartThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const showsImage = src !== undefined && src !== failedSrc;
  return (
    <Frame aria-hidden>
      {showsImage ? (
        <img src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : (
        <ImageOff size={20} strokeWidth={1.5} />
      )}
    </Frame>
  );
}

const Frame = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  inline-size: 48px;
  block-size: 48px;
  overflow: hidden;
  border-radius: ${vars.radius.md};
  color: ${vars.color.text.disabled};
  background-color: ${vars.color.background.neutral};

  & > img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;
