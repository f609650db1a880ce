import { proxy } from 'valtio';

/** The pop-up's loading state, named as the spec names it ("Pending", "Fulfilled"). */
export type PopupLoading = 'Pending' | 'Fulfilled';

export interface PopupSelectionState<Value> {
  open: boolean;
  selection: Value | null;
  loading: PopupLoading;
}

export interface PopupSelection<Value> {
  readonly state: PopupSelectionState<Value>;
  /** §4 "start resets selection and loading to Pending" (and shows the pop-up). */
  start(): void;
  /** §4 "selecting a value sets Fulfilled and closes". */
  select(value: Value): void;
  /** Dismissed without a choice: the selection stays empty and loading stays Pending. */
  close(): void;
}

export function createPopupSelection<Value>(): PopupSelection<Value> {
  const state = proxy<PopupSelectionState<Value>>({ open: false, selection: null, loading: 'Pending' });
  return {
    state,
    start() {
      Object.assign(state, { open: true, selection: null, loading: 'Pending' });
    },
    select(value) {
      Object.assign(state, { open: false, selection: value, loading: 'Fulfilled' });
    },
    close() {
      state.open = false;
    },
  };
}
