import { Image } from '../../primitives/Image/Image';
import { imageLoading } from '../../primitives/Image/largestPaint';
import type { InscriptionPreview } from './inscriptionPreview';
import { PreviewSquare, TypeLabel } from './PreviewSquare';
import { ScriptedPreview } from './ScriptedPreview';
import { ServedTextPreview, TextPreview } from './TextPreview';

interface ContentPreviewProps {
  preview: InscriptionPreview;
  /** The content's type, shown when neither the content nor a poster can be. */
  label: string;
  /** Names the content for assistive technology: the image's alt text, the frame's title. */
  title: string;
  /** Lets framed HTML run its scripts; see InscriptionCardProps.allowsScripts. */
  allowsScripts: boolean;
  /** An image is the page's largest paint, fetched first. */
  isLargestPaint: boolean;
}

/** The content in a square: an image, text, HTML's poster and live frame, or the content's type. */
export function ContentPreview({ preview, label, title, allowsScripts, isLargestPaint }: ContentPreviewProps) {
  switch (preview.kind) {
    case 'image':
      return <Image src={preview.src} alt={title} aspectRatio={1} fit="contain" {...imageLoading(isLargestPaint)} />;
    case 'text':
      return <TextPreview text={preview.text} title={title} />;
    case 'servedText':
      return <ServedTextPreview src={preview.src} label={label} title={title} />;
    case 'scripted':
      return (
        <ScriptedPreview
          src={preview.src}
          srcDoc={preview.srcDoc}
          posterSrc={preview.posterSrc}
          label={label}
          title={title}
          allowsScripts={allowsScripts}
        />
      );
    case 'unsupported':
      return (
        <PreviewSquare>
          {preview.posterSrc === undefined ? (
            <TypeLabel label={preview.label} title={title} />
          ) : (
            <Image src={preview.posterSrc} alt={title} aspectRatio={1} fit="contain" />
          )}
        </PreviewSquare>
      );
  }
}
