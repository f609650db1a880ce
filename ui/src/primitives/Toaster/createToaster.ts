import { wallClockTimer, type Timer } from '../../internal/timer';

export type ToastKind = 'success' | 'error' | 'info' | 'paySuccess';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** What to do about it, on a line of its own under the text (an error's next step). */
  hint?: string;
}

/** The spec's limits: at most 5 toasts on screen, each for 3 s. */
export const maxVisibleToasts = 5;
export const toastDurationMs = 3000;

export interface ToasterOptions {
  maxVisible?: number;
  durationMs?: number;
  /** Counts each toast's stay down. */
  timer?: Timer;
}

export interface ToasterStore {
  /**
   * Queues a toast, with what to do about it as `hint`, and returns its id; returns the showing or waiting toast's
   * id for a duplicate, and null when the toast is not shown at all (empty text, or an error about a timeout).
   */
  show: (kind: ToastKind, text: string, hint?: string) => number | null;
  dismiss: (id: number) => void;
  subscribe: (listener: () => void) => () => void;
  /** The toasts on screen, newest first; the same array until something changes. */
  getSnapshot: () => readonly Toast[];
}

/** Timeouts are retried or reported elsewhere; a toast about one would only alarm. */
function isSuppressed(kind: ToastKind, text: string): boolean {
  return text.trim() === '' || (kind === 'error' && /timeout/i.test(text));
}

/**
 * A toast queue for one app: toasts beyond the visible limit wait their turn, and each hides on its own
 * timer from the moment it shows. Create one per app and hand it to `<Toaster>`.
 */
export function createToaster({
  maxVisible = maxVisibleToasts,
  durationMs = toastDurationMs,
  timer = wallClockTimer,
}: ToasterOptions = {}): ToasterStore {
  let nextId = 1;
  let showing: readonly Toast[] = [];
  let waiting: readonly Toast[] = [];
  const cancelTimers = new Map<number, () => void>();
  const listeners = new Set<() => void>();

  const notify = (): void => {
    for (const listener of listeners) listener();
  };

  const revealWaiting = (): void => {
    while (showing.length < maxVisible) {
      const [next, ...rest] = waiting;
      if (!next) return;
      waiting = rest;
      showing = [next, ...showing];
      cancelTimers.set(
        next.id,
        timer(() => dismiss(next.id), durationMs),
      );
    }
  };

  function dismiss(id: number): void {
    if (waiting.some((toast) => toast.id === id)) {
      waiting = waiting.filter((toast) => toast.id !== id);
      return;
    }
    if (!showing.some((toast) => toast.id === id)) return;
    cancelTimers.get(id)?.();
    cancelTimers.delete(id);
    showing = showing.filter((toast) => toast.id !== id);
    revealWaiting();
    notify();
  }

  function show(kind: ToastKind, text: string, hint?: string): number | null {
    if (isSuppressed(kind, text)) return null;
    const duplicate = [...showing, ...waiting].find(
      (toast) => toast.kind === kind && toast.text === text && toast.hint === hint,
    );
    if (duplicate) return duplicate.id;
    const toast: Toast = hint === undefined ? { id: nextId++, kind, text } : { id: nextId++, kind, text, hint };
    waiting = [...waiting, toast];
    revealWaiting();
    if (showing.includes(toast)) notify();
    return toast.id;
  }

  return {
    show,
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => showing,
  };
}
