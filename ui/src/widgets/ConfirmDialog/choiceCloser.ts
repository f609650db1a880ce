import { wallClockTimer, type Timer } from '../../internal/timer';

/** How long a confirm dialog stays after a choice before it closes, in ms (the spec's confirm close delay). */
export const confirmCloseDelayMs = 200;

export interface ChoiceCloser {
  /**
   * Records the choice at once and closes after the delay. A second choice while the first is waiting is
   * ignored, so a double press cannot both confirm and cancel.
   */
  choose: (record: () => void, close: () => void) => void;
  /** Forgets a waiting close, for when the dialog goes away first. */
  stop: () => void;
}

export function createChoiceCloser(timer: Timer = wallClockTimer): ChoiceCloser {
  let cancelClose: (() => void) | undefined;
  return {
    choose(record, close) {
      if (cancelClose !== undefined) return;
      record();
      cancelClose = timer(() => {
        cancelClose = undefined;
        close();
      }, confirmCloseDelayMs);
    },
    stop() {
      cancelClose?.();
      cancelClose = undefined;
    },
  };
}
