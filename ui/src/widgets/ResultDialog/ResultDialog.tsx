import { Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { overlaysStrings } from '../../intl/areas/overlays';
import { useKitStrings } from '../../intl/useKitStrings';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { ResultArt } from './ResultArt';

export interface ResultAction {
  label: string;
  onPress: () => void;
}

interface ResultDialogBase {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  message: ReactNode;
}

export interface SuccessResultDialogProps extends ResultDialogBase {
  type: 'success';
  /** 'Success' unless given. */
  title?: ReactNode;
  /** Starts the share flow. */
  onShare: () => void;
  /** A second button beside 'Share it', such as 'Continue MINT'. */
  secondaryAction?: ResultAction;
}

export interface ErrorResultDialogProps extends ResultDialogBase {
  type: 'error';
}

export type ResultDialogProps = SuccessResultDialogProps | ErrorResultDialogProps;

/** The outcome of an action: a picture and a message; on success also a title and a share button. */
export function ResultDialog(props: ResultDialogProps) {
  const { t } = useKitStrings(overlaysStrings);
  const { isOpen, onOpenChange, message, type } = props;

  if (props.type === 'error') {
    return (
      <Dialog
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        title={t('result.errorTitle')}
        isTitleHidden
        media={<ResultArt tone={type} />}
        align="center"
        size="small"
      >
        {message}
      </Dialog>
    );
  }

  const { title, onShare, secondaryAction } = props;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title ?? t('result.successTitle')}
      media={<ResultArt tone={type} />}
      align="center"
      size="small"
      actions={
        <>
          <Button size="large" startIcon={<Share2 size={18} />} onPress={onShare}>
            {t('result.share')}
          </Button>
          {secondaryAction && (
            <Button size="large" variant="outlined" color="neutral" onPress={secondaryAction.onPress}>
              {secondaryAction.label}
            </Button>
          )}
        </>
      }
    >
      {message}
    </Dialog>
  );
}
