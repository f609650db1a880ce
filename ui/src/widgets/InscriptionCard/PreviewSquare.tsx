import { vars } from '@ordmarket/tokens';
import { FileQuestion } from 'lucide-react';
import styled from 'styled-components';
import { textStyle } from '../../theme/textStyle';

/** The square every preview fills, in the card's radius and neutral ground. */
export const PreviewSquare = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 1;
  border-radius: ${vars.radius.md};
  background-color: ${vars.color.background.neutral};
`;

/**
 * Content the card cannot draw and has no poster for: a mark and its type, named for assistive technology
 * by `title`; without a title (something else in the square names the content) it is hidden from it.
 */
export function TypeLabel({ label, title }: { label: string; title?: string }) {
  const naming = title === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': title };
  return (
    <Label {...naming}>
      <FileQuestion size={32} aria-hidden />
      <span aria-hidden>{label}</span>
    </Label>
  );
}

const Label = styled.div`
  ${textStyle('overline')};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  position: absolute;
  inset: 0;
  color: ${vars.color.text.secondary};
`;
