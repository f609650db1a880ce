import type { OpenBoxState } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ApiCallError } from '../../api/ApiCallError';
import { usePreviewUrl } from '../../content/previewUrl';
import { useExplainError } from '../../errors/useExplainError';
import { useAppServices } from '../../services/AppServicesContext';
import { blindBoxStore, type BoxOpening, type OpenRequest } from '../../stores';
import { accountSignal } from '../../wallet/connect/accountSignal';
import { toBoxPrize } from './houseAnswers';

export interface BoxOpener {
  readonly state: OpenBoxState;
  /** The seed of a press the server never answered: pressing again with it cannot draw a second box. */
  readonly unansweredSeed: string | null;
  /** Opens one box, drawn with this client seed; `onOpened` runs once the prize is known. */
  readonly open: (clientSeed: string) => Promise<void>;
  /** Back to the form, for another open. */
  readonly reset: () => void;
}

const idle: OpenBoxState = { kind: 'idle' };

/** A house's latest open, when it was made in the sign-in now in use (the store's object, or a snapshot of it). */
const ofThisSignIn = <Opening extends { readonly session: number }>(
  opening: Opening | undefined,
  tokenChanges: number,
): Opening | null => (opening?.session === tokenChanges ? opening : null);

/** The house's latest open in this sign-in: the store's own object, to write to. */
const latestOpening = (houseId: string): BoxOpening | null =>
  ofThisSignIn(blindBoxStore.openings[houseId], accountSignal.tokenChanges);

/**
 * Opening boxes of one house. Each press asks under a fresh idempotency key; a press that got no answer (the
 * network failed, so it may or may not have been drawn) keeps its key, and pressing again with the same seed asks
 * again under it, so the server draws and charges it at most once. Where the open stands lives in the blind-box
 * store, so it outlives the drawer.
 */
export function useOpenBox(houseId: string, onOpened: () => void): BoxOpener {
  const { t } = useTranslation('houseScreens');
  const explain = useExplainError();
  const { api } = useAppServices();
  const previewUrl = usePreviewUrl();
  const { openings } = useSnapshot(blindBoxStore);
  const { tokenChanges } = useSnapshot(accountSignal);
  const current = ofThisSignIn(openings[houseId], tokenChanges);

  const open = async (clientSeed: string) => {
    const earlier = latestOpening(houseId)?.unanswered ?? null;
    const request: OpenRequest =
      earlier !== null && earlier.clientSeed === clientSeed
        ? { ...earlier }
        : { houseId, clientSeed, idempotencyKey: crypto.randomUUID() };
    blindBoxStore.openings[houseId] = {
      session: accountSignal.tokenChanges,
      state: { kind: 'opening' },
      unanswered: request,
    };
    // The answer lands on the open that asked for it, not on one a later sign-in started meanwhile.
    const settle = (state: OpenBoxState, unanswered: OpenRequest | null) => {
      const asked = latestOpening(houseId);
      if (asked?.unanswered?.idempotencyKey !== request.idempotencyKey) return;
      asked.state = state;
      asked.unanswered = unanswered;
    };
    try {
      const opened = await api.post('/btc/blind_box/open_box', {
        house_id: request.houseId,
        client_seed: request.clientSeed,
        idempotency_key: request.idempotencyKey,
      });
      settle(
        { kind: 'won', prize: toBoxPrize(opened.prize, previewUrl), drawId: opened.draw_id, nonce: opened.nonce },
        null,
      );
      onOpened();
    } catch (error) {
      // Only an answered refusal settles the press; anything else may have been drawn, so its key is kept.
      const isRefused = error instanceof ApiCallError && error.code !== undefined;
      settle({ kind: 'error', message: isRefused ? explain(error) : t('open.unanswered') }, isRefused ? null : request);
    }
  };

  const reset = () => {
    const latest = latestOpening(houseId);
    if (latest !== null) latest.state = idle;
  };
  return {
    state: current?.state ?? idle,
    unansweredSeed: current?.unanswered?.clientSeed ?? null,
    open,
    reset,
  };
}
