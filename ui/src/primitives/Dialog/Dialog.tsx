import { X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { overlaysStrings } from '../../intl/areas/overlays';
import { useKitStrings } from '../../intl/useKitStrings';
import { useIsServerRender } from '../../internal/useIsServerRender';
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
  const titleId = useId();
  const isServerRender = useIsServerRender();
  // Opened in the page the server rendered: the browser's modal then takes its place without entering again.
  const [wasServerRendered] = useState(isServerRender);
  const body = (close: () => void) => (
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
        // The browser's modal names itself from its title; the server's markup names it by this id.
        id={isServerRender ? titleId : undefined}
        data-hidden={isTitleHidden || undefined}
        data-beside-close={(hasCloseButton && !media) || undefined}
      >
        {title}
      </Title>
      {children && <Content id={contentId}>{children}</Content>}
      {actions && <Actions>{actions}</Actions>}
    </>
  );

  // The server cannot portal into the browser's body: it writes the dialog where it stands, with the same look, and
  // the browser's modal (focus held inside, the page inert) replaces it once the page is hydrated.
  if (isServerRender) {
    return isOpen ? (
      <Overlay as="div" data-server-rendered>
        <Panel as="div" data-size={size}>
          <Surface
            as="div"
            role={role}
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={children ? contentId : undefined}
            data-align={align}
            data-title-hidden={isTitleHidden || undefined}
          >
            {body(() => {
              onOpenChange(false);
            })}
          </Surface>
        </Panel>
      </Overlay>
    ) : null;
  }

  return (
    <Overlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      data-server-rendered={wasServerRendered || undefined}
    >
      <Panel data-size={size} data-server-rendered={wasServerRendered || undefined}>
        <Surface
          role={role}
          data-align={align}
          data-title-hidden={isTitleHidden || undefined}
          aria-describedby={children ? contentId : undefined}
        >
          {({ close }) => body(close)}
        </Surface>
      </Panel>
    </Overlay>
  );
}
