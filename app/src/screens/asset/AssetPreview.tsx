import { vars } from '@ordmarket/tokens';
import { Image, imageLoading } from '@ordmarket/ui';
import styled from 'styled-components';
import { assetContentKind } from './assetContent';

export interface AssetPreviewProps {
  readonly contentType: string;
  /** Where the content is served. */
  readonly src: string;
  /** What the content is, for the image's alternative text and the frame's title. */
  readonly label: string;
}

/**
 * The inscription's content, large. Anything but a raster image runs in a sandboxed frame with an opaque origin
 * (scripts allowed for generative art, but no access to this page, its storage or cookies), never in the app's DOM.
 */
export function AssetPreview({ contentType, src, label }: AssetPreviewProps) {
  return (
    <Frame>
      {assetContentKind(contentType) === 'image' ? (
        // The asset page's largest paint.
        <Image src={src} alt={label} aspectRatio={1} fit="contain" isPixelated {...imageLoading(true)} />
      ) : (
        <Sandbox src={src} title={label} sandbox="allow-scripts" referrerPolicy="no-referrer" />
      )}
    </Frame>
  );
}

const Frame = styled.div`
  aspect-ratio: 1;
  width: 100%;
  overflow: hidden;
  border-radius: ${vars.radius.lg};
  background-color: ${vars.color.background.neutral};
`;

const Sandbox = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
  background-color: ${vars.color.background.paper};
`;
