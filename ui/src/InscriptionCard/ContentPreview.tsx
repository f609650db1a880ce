import { vars } from '@ordmarket/tokens';
import { FileQuestion } from 'lucide-react';
import styled from 'styled-components';
import { Image } from '../Image/Image';
import { textStyle } from '../theme/textStyle';
import type { InscriptionPreview } from './inscriptionPreview';

interface ContentPreviewProps {
  preview: InscriptionPreview;
  /** Names the content for assistive technology: the image's alt text, the frame's title. */
  title: string;
  /** Lets framed HTML run its scripts; see InscriptionCardProps.allowsScripts. */
  allowsScripts: boolean;
}

/** The content in a square: image, clipped text, or a sandboxed frame for HTML and SVG. */
export function ContentPreview({ preview, title, allowsScripts }: ContentPreviewProps) {
  switch (preview.kind) {
    case 'image':
      return <Image src={preview.src} alt={title} aspectRatio={1} fit="contain" isPixelated />;
    case 'text':
      return (
        <Square>
          <Text title={title}>{preview.text}</Text>
        </Square>
      );
    case 'frame':
      return (
        <Square>
          {/* Untrusted markup never enters this page: it runs, if at all, in an opaque-origin sandbox. */}
          <Frame
            title={title}
            src={preview.src}
            srcDoc={preview.srcDoc}
            sandbox={allowsScripts ? 'allow-scripts' : ''}
            referrerPolicy="no-referrer"
            loading="lazy"
            tabIndex={-1}
          />
        </Square>
      );
    case 'unsupported':
      return (
        <Square>
          <Unsupported role="img" aria-label={title}>
            <FileQuestion size={32} aria-hidden />
            <span aria-hidden>{preview.label}</span>
          </Unsupported>
        </Square>
      );
  }
}

const Square = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 1;
  border-radius: ${vars.radius.md};
  background-color: ${vars.color.background.neutral};
`;

const Text = styled.pre`
  ${textStyle('caption')};
  height: 100%;
  margin: 0;
  /* The top padding clears the status marks laid over the preview. */
  padding: ${vars.space[10]} ${vars.space[3]} ${vars.space[3]};
  overflow: hidden;
  font-family: ${vars.fontFamily.mono};
  color: ${vars.color.text.primary};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  mask-image: linear-gradient(to bottom, black 75%, transparent);
`;

// The card is pressed, not the content: the frame takes no pointer, so it cannot catch clicks either.
const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
  pointer-events: none;
  color-scheme: normal;
`;

const Unsupported = styled.div`
  ${textStyle('overline')};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  height: 100%;
  color: ${vars.color.text.secondary};
`;
