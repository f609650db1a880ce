import { Copy } from 'lucide-react';
import styled from 'styled-components';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { HexText } from './houseLayout.styles';

interface HashValueProps {
  value: string;
  /** The copy button's name; with onCopy it shows. */
  copyLabel?: string;
  /** Hands the value to the app, which writes it to the clipboard and says so. */
  onCopy?: (text: string) => void;
}

/** A hash or seed in full, wrapping, with an optional copy button that stays beside its first line. */
export function HashValue({ value, copyLabel, onCopy }: HashValueProps) {
  return (
    <Row>
      <Text dir="ltr">{value}</Text>
      {onCopy && copyLabel && (
        <IconButton size="small" label={copyLabel} onPress={() => onCopy(value)}>
          <Copy size={16} aria-hidden />
        </IconButton>
      )}
    </Row>
  );
}

const Row = styled.span`
  display: flex;
  align-items: flex-start;
  width: 100%;
  min-width: 0;
`;

const Text = styled(HexText)`
  flex: 1;
`;
