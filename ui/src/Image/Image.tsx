import { vars } from '@ordmarket/tokens';
import { useState } from 'react';
import styled from 'styled-components';
import { Skeleton } from '../Skeleton/Skeleton';
import { FallbackPicture } from './FallbackPicture';
import { imageStatus, type ImageOutcome } from './imageStatus';

export interface ImageProps {
  /** The address; undefined while it is not known yet (the placeholder stays up). */
  src: string | undefined;
  /** What the image shows; an empty string for a purely decorative image. */
  alt: string;
  /** Width over height, e.g. 1 for a square inscription or '16 / 9'. */
  aspectRatio?: number | string;
  /** `cover` fills the box and crops; `contain` shows all of the image. */
  fit?: 'cover' | 'contain';
  /** Scales pixel art with hard edges instead of blurring it. */
  isPixelated?: boolean;
  /** `lazy` waits until the image is near the screen. */
  loading?: 'lazy' | 'eager';
  /** Called when the image cannot be loaded, after the placeholder has replaced it. */
  onLoadError?: () => void;
}

/**
 * An image in a box of fixed aspect ratio: a shimmering placeholder while it loads, and the kit's
 * default placeholder picture if it fails to load.
 */
export function Image({
  src,
  alt,
  aspectRatio = 1,
  fit = 'cover',
  isPixelated = false,
  loading = 'lazy',
  onLoadError,
}: ImageProps) {
  const [outcome, setOutcome] = useState<ImageOutcome>();
  const status = imageStatus(src, outcome);

  return (
    // The ratio goes in the style attribute: it varies per image, and classes must not multiply.
    <Frame style={{ aspectRatio }} data-status={status}>
      {status === 'loading' && (
        <Cover>
          <Skeleton shape="rect" height="100%" />
        </Cover>
      )}
      {status === 'failed' ? (
        <FallbackPicture alt={alt} />
      ) : (
        src && (
          <Picture
            src={src}
            alt={alt}
            loading={loading}
            decoding="async"
            data-fit={fit}
            data-pixelated={isPixelated || undefined}
            onLoad={() => setOutcome({ src, status: 'loaded' })}
            onError={() => {
              setOutcome({ src, status: 'failed' });
              onLoadError?.();
            }}
          />
        )
      )}
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  width: 100%;
  border-radius: ${vars.radius.md};
  background-color: ${vars.color.background.neutral};
`;

const Cover = styled.div`
  position: absolute;
  inset: 0;
`;

const Picture = styled.img`
  position: absolute;
  inset: 0;
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: 0;
  transition: opacity ${vars.motion.duration.standard} ${vars.motion.easing.standard};

  &[data-fit='contain'] {
    object-fit: contain;
  }

  &[data-pixelated] {
    image-rendering: pixelated;
  }

  [data-status='loaded'] > & {
    opacity: 1;
  }
`;
