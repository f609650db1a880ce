import { Link2, Share2 } from 'lucide-react';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { Button, type ButtonVariant } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { copyToClipboard, type CopyEvents } from '../../internal/copyToClipboard';
import { Menu, type MenuAction } from '../../primitives/Menu/Menu';
import { NetworkIcon } from './NetworkIcon';
import { shareIntentUrl, shareNetworks, type ShareNetwork, type SharePost } from './shareIntent';

export interface ShareMenuProps extends SharePost, CopyEvents {
  /** The trigger's label; 'Share' when left out. */
  label?: string;
  /** A round icon button instead of a labelled one, for tight spots such as card corners. */
  isIconOnly?: boolean;
  variant?: ButtonVariant;
  isDisabled?: boolean;
}

type ShareAction = ShareNetwork | 'copy-link';

/**
 * A menu that posts the text and link to a social network in a new tab, or copies the link. The new tab
 * gets neither this page's window nor its address.
 */
export function ShareMenu({
  text,
  url,
  label,
  isIconOnly = false,
  variant = 'outlined',
  isDisabled = false,
  onCopied,
  onCopyFailed,
}: ShareMenuProps) {
  const { t } = useKitStrings(marketStrings);
  const triggerLabel = label ?? t('share.trigger');
  const actions: Array<MenuAction<ShareAction>> = [
    ...shareNetworks.map((network) => ({
      id: network,
      label: t(`share.${network}`),
      icon: <NetworkIcon network={network} />,
    })),
    { id: 'copy-link', label: t('share.copyLink'), icon: <Link2 size={20} aria-hidden /> },
  ];

  const share = (action: ShareAction) => {
    if (action === 'copy-link') void copyToClipboard(url, { onCopied, onCopyFailed });
    else window.open(shareIntentUrl(action, { text, url }), '_blank', 'noopener,noreferrer');
  };

  const trigger = isIconOnly ? (
    <IconButton label={triggerLabel} isDisabled={isDisabled}>
      <Share2 size={20} aria-hidden />
    </IconButton>
  ) : (
    <Button variant={variant} color="neutral" startIcon={<Share2 size={18} />} isDisabled={isDisabled}>
      {triggerLabel}
    </Button>
  );

  return <Menu trigger={trigger} actions={actions} onAction={share} placement="bottom end" />;
}
