import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Image } from '../../primitives/Image/Image';
import { PreviewSquare, TypeLabel } from './PreviewSquare';
import { useInView } from './useInView';

interface ScriptedPreviewProps {
  src?: string;
  srcDoc?: string;
  posterSrc?: string;
  label: string;
  title: string;
  allowsScripts: boolean;
}

/**
 * HTML in a card: its poster image, and, when scripts are allowed, the live document over it only while the
 * card is on screen. The frame gets `allow-scripts` and never `allow-same-origin`: its origin is opaque, so
 * the content cannot reach this page, its storage or cookies. Without scripts allowed there is no frame at
 * all, because a script-blocking sandbox makes the browser log an error for every script the art holds,
 * and a still frame of generative art shows nothing anyway; the poster stands in for it.
 */
export function ScriptedPreview({ src, srcDoc, posterSrc, label, title, allowsScripts }: ScriptedPreviewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const isOnScreen = useInView(ref);
  const [loadedFrame, setLoadedFrame] = useState<string>();
  const showsFrame = allowsScripts && isOnScreen;
  const frameKey = src ?? srcDoc ?? '';

  return (
    <PreviewSquare ref={ref}>
      {posterSrc === undefined ? (
        <TypeLabel label={label} {...(showsFrame ? {} : { title })} />
      ) : (
        <Image src={posterSrc} alt={showsFrame ? '' : title} aspectRatio={1} fit="contain" />
      )}
      {showsFrame && (
        <Frame
          title={title}
          src={src}
          srcDoc={srcDoc}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          tabIndex={-1}
          data-loaded={loadedFrame === frameKey || undefined}
          onLoad={() => setLoadedFrame(frameKey)}
        />
      )}
    </PreviewSquare>
  );
}

// The card is pressed, not the content: the frame takes no pointer, so it cannot catch clicks either. It
// stays see-through until its document has loaded, so the poster shows instead of a blank square.
const Frame = styled.iframe`
  position: absolute;
  inset: 0;
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
  pointer-events: none;
  color-scheme: normal;
  opacity: 0;

  &[data-loaded] {
    opacity: 1;
  }
`;
