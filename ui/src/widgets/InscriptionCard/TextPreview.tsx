import { vars } from '@ordmarket/tokens';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { textStyle } from '../../theme/textStyle';
import { PreviewSquare, TypeLabel } from './PreviewSquare';
import { textExcerpt } from './textExcerpt';
import { useInView } from './useInView';

/** Text and JSON clipped to the square, in a monospace face; React escapes it, so markup stays text. */
export function TextPreview({ text, title }: { text: string; title: string }) {
  return (
    <PreviewSquare>
      <Text title={title}>{text}</Text>
    </PreviewSquare>
  );
}

// Read a little before the card scrolls in, so the text is there when it arrives.
const readAhead = '300px';

type Reading = { src: string; text: string } | { src: string; failed: true };

/**
 * Text the card has only the address of: its first kilobyte is read once the card comes near the screen,
 * never for cards that are only passed over in a long list.
 */
export function ServedTextPreview({ src, label, title }: { src: string; label: string; title: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useInView(ref, readAhead);
  const [reading, setReading] = useState<Reading>();
  const current = reading?.src === src ? reading : undefined;

  useEffect(() => {
    if (!isNear || current !== undefined) return;
    let isCurrent = true;
    const settle = (outcome: Reading) => {
      if (isCurrent) setReading(outcome);
    };
    void textExcerpt(src).then(
      (text) => settle({ src, text }),
      () => settle({ src, failed: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, [isNear, src, current]);

  return (
    <PreviewSquare ref={ref} aria-busy={current === undefined || undefined}>
      {current && 'failed' in current ? (
        <TypeLabel label={label} title={title} />
      ) : (
        current && <Text title={title}>{current.text}</Text>
      )}
    </PreviewSquare>
  );
}

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
