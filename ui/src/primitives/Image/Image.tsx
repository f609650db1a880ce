import { vars } from '@ordmarket/tokens';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { loadingTint, shimmering } from '../Skeleton/shimmering';
import { FallbackPicture } from './FallbackPicture';
import { imageStatus, type ImageOutcome } from './imageStatus';
import { isPixelArt } from './pixelArt';

export interface ImageProps {
  /** The address; undefined while it is not known yet (the placeholder stays up). */
  src: string | undefined;
  /** What the image shows; an empty string for a purely decorative image. */
  alt: string;
  /** Width over height, e.g. 1 for a square inscription or '16 / 9'. */
  aspectRatio?: number | string;
  /** `cover` fills the box and crops; `contain` shows all of the image. */
  fit?: 'cover' | 'contain';
  /**
   * Scales the image with hard edges whatever its size. Without it, only small rasters (pixel art, see
   * isPixelArt) keep hard edges, decided once the image has loaded.
   */
  isPixelated?: boolean;
  /** `lazy` waits until the image is near the screen. */
  loading?: 'lazy' | 'eager';
  /** `high` for the page's largest first image (its LCP), so the browser fetches it before the rest. */
  fetchPriority?: 'high' | 'auto';
  /** Called when the image cannot be loaded, after the placeholder has replaced it. */
  onLoadError?: () => void;
}

/**
 * An image in a box of fixed aspect ratio: a shimmering box while its address is not known, a tinted one while
 * it loads, and the kit's default placeholder picture if it fails to load.
 */
export function Image({
  src,
  alt,
  aspectRatio = 1,
  fit = 'cover',
  isPixelated = false,
  loading = 'lazy',
  fetchPriority = 'auto',
  onLoadError,
}: ImageProps) {
  const [outcome, setOutcome] = useState<ImageOutcome>();
  const status = imageStatus(src, outcome);

  // The ratio goes in the style attribute: it varies per image, and classes must not multiply.
  if (src === undefined || status === 'failed') {
    return (
      <Frame style={{ aspectRatio }} data-status={status}>
        {status === 'failed' && <FallbackPicture alt={alt} />}
      </Frame>
    );
  }
  // An image on its way is its own box, tinted until it paints: one element, where a grid draws dozens.
  return (
    <Picture
      style={{ aspectRatio }}
      data-status={status}
      src={src}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      data-fit={fit}
      data-pixelated={isPixelated || (outcome?.src === src && outcome.isPixelArt === true) || undefined}
      onLoad={(event) => {
        const { naturalWidth, naturalHeight } = event.currentTarget;
        setOutcome({ src, status: 'loaded', isPixelArt: isPixelArt(naturalWidth, naturalHeight) });
      }}
      onError={() => {
        setOutcome({ src, status: 'failed' });
        onLoadError?.();
      }}
    />
  );
}

// The box every state draws: the frame with nothing or the fallback in it, or the picture itself.
const imageBox = css`
  width: 100%;
  border-radius: ${vars.radius.md};
  background-color: ${vars.color.background.neutral};
`;

const Frame = styled.div`
  ${imageBox};
  position: relative;
  overflow: hidden;

  /* While the address is not known the frame itself shimmers: no placeholder elements inside it. */
  &[data-status='loading'] {
    ${shimmering};
  }
`;

const Picture = styled.img`
  ${imageBox};
  display: block;
  object-fit: cover;

  &[data-status='loading'] {
    ${loadingTint};
  }

  &[data-fit='contain'] {
    object-fit: contain;
  }

  &[data-pixelated] {
    image-rendering: pixelated;
  }
`;
