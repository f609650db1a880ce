import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { overlaysStrings } from '../../intl/areas/overlays';
import { useKitStrings } from '../../intl/useKitStrings';
import { IconButton } from '../IconButton/IconButton';
import { Actions, CloseCorner, Content, Media, Overlay, Panel, Surface, Title } from './Dialog.styles';

export type DialogSize = 'small' | 'medium' | 'large';
export type DialogAlign = 'start' | 'center';

export interface DialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Names the dialog; shown as its heading unless `isTitleHidden`. */
  title: ReactNode;
  /** Keeps the title for screen readers only, where a picture or the message already says it. */
  isTitleHidden?: boolean;
  /** The message; read out as the dialog's description. */
  children?: ReactNode;
  /** The buttons row at the bottom. */
  actions?: ReactNode;
  /** A picture or icon above the title. */
  media?: ReactNode;
  /** Maximum width: small 400 px, medium 480 px, large 640 px. */
  size?: DialogSize;
  align?: DialogAlign;
  /** Whether Escape and a press outside close it (true by default). */
  isDismissable?: boolean;
  hasCloseButton?: boolean;
  /** `alertdialog` for dialogs that interrupt to ask for a decision. */
  role?: 'dialog' | 'alertdialog';
}

/** A centred modal dialog: optional picture, title, message, actions and a close button in the corner. */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  isTitleHidden = false,
  children,
  actions,
  media,
  size = 'medium',
  align = 'start',
  isDismissable = true,
  hasCloseButton = true,
  role = 'dialog',
}: DialogProps) {
  const { t } = useKitStrings(overlaysStrings);
  const contentId = useId();
  return (
    <Overlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Panel data-size={size}>
        <Surface
          role={role}
          data-align={align}
          data-title-hidden={isTitleHidden || undefined}
          aria-describedby={children ? contentId : undefined}
        >
          {({ close }) => (
            <>
              {hasCloseButton && (
                <CloseCorner>
                  <IconButton label={t('close')} onPress={close}>
                    <X size={20} aria-hidden />
                  </IconButton>
                </CloseCorner>
              )}
              {media && <Media>{media}</Media>}
              <Title
                slot="title"
                data-hidden={isTitleHidden || undefined}
                data-beside-close={(hasCloseButton && !media) || undefined}
              >
                {title}
              </Title>
              {children && <Content id={contentId}>{children}</Content>}
              {actions && <Actions>{actions}</Actions>}
            </>
          )}
        </Surface>
      </Panel>
    </Overlay>
  );
}
