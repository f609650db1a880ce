import { ArrowLeft, X } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import type { PressEvent } from 'react-aria-components';
import { overlaysStrings } from '../../intl/areas/overlays';
import { useKitStrings } from '../../intl/useKitStrings';
import { IconButton } from '../IconButton/IconButton';
import { BackIcon, Backdrop, Body, Footer, Handle, Header, Sheet, Surface, Title } from './Drawer.styles';
import { useSwipeToDismiss } from './useSwipeToDismiss';
import { useViewScroll } from './useViewScroll';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** Shows a back arrow before the title, for drawers that step through views. */
  onBack?: () => void;
  /** Pinned under the scrolling body: the drawer's main action. */
  footer?: ReactNode;
  /** The side sheet's width in px (399 by default); the bottom sheet always spans the screen. */
  width?: number;
  /**
   * Names the view shown, for drawers that step through views. A view opened anew starts at the top, and one
   * returned to comes back where it was left, as pages in a browser do.
   */
  view?: string;
}

type WidthStyle = CSSProperties & Record<'--drawer-width', string>;

/**
 * A modal sheet: from the inline end on screens from md up, from the bottom below. Dragging its handle or
 * leading edge towards closed dismisses it (see `swipeDecision`); Escape and a press outside close it too.
 */
export function Drawer({ isOpen, onOpenChange, title, children, onBack, footer, width, view }: DrawerProps) {
  const { t } = useKitStrings(overlaysStrings);
  const { sheetRef, handleRef, onPointerDownCapture, wasDragged } = useSwipeToDismiss(() => onOpenChange(false));
  const bodyRef = useViewScroll(isOpen, view);
  const widthStyle: WidthStyle | undefined = width === undefined ? undefined : { '--drawer-width': `${width}px` };

  return (
    <Backdrop isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Sheet ref={sheetRef} style={widthStyle} onPointerDownCapture={onPointerDownCapture} data-drawer-sheet="">
        <Surface>
          {({ close }) => {
            const pressHandle = (event: PressEvent): void => {
              // A finger that dragged the handle and let go has already been judged by the swipe.
              if (event.pointerType === 'keyboard' || event.pointerType === 'virtual' || !wasDragged()) close();
            };
            return (
              <>
                <Handle ref={handleRef} aria-label={t('drawer.handle')} onPress={pressHandle} />
                <Header data-has-back={onBack ? '' : undefined}>
                  {onBack && (
                    <IconButton label={t('back')} onPress={onBack}>
                      <BackIcon>
                        <ArrowLeft size={20} aria-hidden />
                      </BackIcon>
                    </IconButton>
                  )}
                  <Title slot="title">{title}</Title>
                  <IconButton label={t('close')} onPress={close}>
                    <X size={20} aria-hidden />
                  </IconButton>
                </Header>
                {/* Focusable so keyboard users can scroll content that has nothing focusable in it. */}
                <Body ref={bodyRef} tabIndex={0}>
                  {children}
                </Body>
                {footer && <Footer>{footer}</Footer>}
              </>
            );
          }}
        </Surface>
      </Sheet>
    </Backdrop>
  );
}
