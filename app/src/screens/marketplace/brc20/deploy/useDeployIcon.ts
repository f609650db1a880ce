import type { Brc20DeployIcon } from '@ordmarket/ui';
import { useRef, useState } from 'react';
import { ApiCallError } from '../../../../api/ApiCallError';
import { useAppServices } from '../../../../services/AppServicesContext';
import { useSignedIn } from '../../../../wallet/connect/useSignedIn';
import { fieldRefusal } from '../../../../inscribing/inscribeCost';
import { fileDataUrl } from './fileDataUrl';

export interface DeployIcon {
  /** The picked icon, previewed with the tick. */
  readonly icon: Brc20DeployIcon | null;
  /** Why the icon could not be read or uploaded; Deploy waits until it is picked again or removed. */
  readonly error: string | null;
  /** A picked image (the kit has checked its name and size), or null when it is removed. */
  readonly choose: (file: File | null) => void;
  /**
   * The icon's id for the deploy, uploading it now if it was picked before signing in; undefined without an
   * icon. Rejects when the server refuses it (and `error` says why).
   */
  readonly uploadedId: () => Promise<string | undefined>;
}

/** A deploy's token icon: uploaded as soon as it is picked when the trader is signed in (the upload needs it). */
export function useDeployIcon(): DeployIcon {
  const { api } = useAppServices();
  const isSignedIn = useSignedIn();
  const [icon, setIcon] = useState<Brc20DeployIcon | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The upload of the icon shown, started once: a Deploy pressed while it runs waits for the same one.
  const upload = useRef<Promise<string> | null>(null);
  // Reading a file is asynchronous: only the one picked last may become the icon.
  const latest = useRef<File | null>(null);

  const startUpload = (picked: Brc20DeployIcon): Promise<string> => {
    const started = api
      .post('/btc/brc_20/upload_deployicon', { file_name: picked.fileName, image: picked.dataUrl }, { quiet: true })
      .then(({ icon_id }) => icon_id)
      .catch((refusal: unknown) => {
        // Only the upload of the icon shown speaks; picking the icon again tries again.
        if (upload.current === started) {
          setError(refusal instanceof ApiCallError ? (fieldRefusal(refusal)?.message ?? refusal.msg) : String(refusal));
        }
        throw refusal;
      });
    upload.current = started;
    return started;
  };

  const forget = () => {
    latest.current = null;
    upload.current = null;
    setIcon(null);
    setError(null);
  };

  return {
    icon,
    error,
    choose: (file) => {
      forget();
      if (file === null) return;
      latest.current = file;
      fileDataUrl(file).then(
        (dataUrl) => {
          if (latest.current !== file) return;
          const picked = { fileName: file.name, dataUrl };
          setIcon(picked);
          // Refused uploads show at once; the Deploy waits for the outcome itself.
          if (isSignedIn) startUpload(picked).catch(() => undefined);
        },
        (unread: unknown) => {
          if (latest.current === file) setError(unread instanceof Error ? unread.message : String(unread));
        },
      );
    },
    uploadedId: async () => (icon === null ? undefined : (upload.current ?? startUpload(icon))),
  };
}
