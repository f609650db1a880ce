import type { OpenBoxState } from '@ordmarket/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../api/ApiCallError';
import { usePreviewUrl } from '../../content/previewUrl';
import { useAppServices } from '../../services/AppServicesContext';
import { toBoxPrize } from './houseAnswers';

/** One press of Open box: what it asked for, under the key that makes asking again safe. */
interface OpenRequest {
  readonly houseId: string;
  readonly clientSeed: string;
  readonly idempotencyKey: string;
}

export interface BoxOpening {
  readonly state: OpenBoxState;
  /** Opens one box, drawn with this client seed; `onOpened` runs once the prize is known. */
  readonly open: (clientSeed: string) => Promise<void>;
  /** Back to the form, for another open. */
  readonly reset: () => void;
}

/**
 * Opening boxes of one house. Each press asks under a fresh idempotency key; a press that got no answer (the
 * network failed, so it may or may not have been drawn) keeps its key, and pressing again with the same seed asks
 * again under it, so the server draws and charges it at most once.
 */
export function useOpenBox(houseId: string, onOpened: () => void): BoxOpening {
  const { t } = useTranslation('houseScreens');
  const { api } = useAppServices();
  const previewUrl = usePreviewUrl();
  const [state, setState] = useState<OpenBoxState>({ kind: 'idle' });
  const unanswered = useRef<OpenRequest | null>(null);

  const open = async (clientSeed: string) => {
    const earlier = unanswered.current;
    const request =
      earlier !== null && earlier.houseId === houseId && earlier.clientSeed === clientSeed
        ? earlier
        : { houseId, clientSeed, idempotencyKey: crypto.randomUUID() };
    unanswered.current = request;
    setState({ kind: 'opening' });
    try {
      const opened = await api.post('/btc/blind_box/open_box', {
        house_id: request.houseId,
        client_seed: request.clientSeed,
        idempotency_key: request.idempotencyKey,
      });
      unanswered.current = null;
      setState({
        kind: 'won',
        prize: toBoxPrize(opened.prize, previewUrl),
        drawId: opened.draw_id,
        nonce: opened.nonce,
      });
      onOpened();
    } catch (error) {
      // Only an answered refusal settles the press; anything else may have been drawn, so its key is kept.
      const isRefused = error instanceof ApiCallError && error.code !== undefined;
      if (isRefused) unanswered.current = null;
      setState({ kind: 'error', message: isRefused ? error.msg : t('open.unanswered') });
    }
  };

  return { state, open, reset: () => setState({ kind: 'idle' }) };
}
