import { vars } from '@ordmarket/tokens';
import { Copy } from 'lucide-react';
import styled from 'styled-components';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { IconButton } from '../IconButton/IconButton';
import { copyToClipboard, type CopyEvents } from '../../internal/copyToClipboard';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { textStyle } from '../../theme/textStyle';
import { noAddress, shortenAddress } from './shortenAddress';

export interface AddressTextProps extends CopyEvents {
  /** A Bitcoin address; empty shows '--'. */
  address: string;
  /** Shows a copy button that writes the full address to the clipboard. */
  isCopyable?: boolean;
}

/**
 * An address shortened to its first and last 4 characters. The full address is the title and what a
 * screen reader reads, and is what the copy button copies.
 */
export function AddressText({ address, isCopyable = false, onCopied, onCopyFailed }: AddressTextProps) {
  const { t } = useKitStrings(marketStrings);
  const full = address.trim();
  const short = shortenAddress(full);

  return (
    <Root title={full || undefined}>
      {/* An address is a Latin string: it reads left to right in right-to-left pages too. */}
      <Text aria-hidden dir="ltr" data-empty={short === noAddress || undefined}>
        {short}
      </Text>
      <VisuallyHidden>{full || t('address.none')}</VisuallyHidden>
      {isCopyable && full !== '' && (
        <IconButton
          size="small"
          label={t('address.copy')}
          onPress={() => void copyToClipboard(full, { onCopied, onCopyFailed })}
        >
          <Copy size={16} aria-hidden />
        </IconButton>
      )}
    </Root>
  );
}

const Root = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
  vertical-align: middle;
`;

const Text = styled.span`
  ${textStyle('body2')};
  font-family: ${vars.fontFamily.mono};
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text.primary};
  white-space: nowrap;

  &[data-empty] {
    color: ${vars.color.text.secondary};
  }
`;
