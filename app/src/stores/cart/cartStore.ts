import { createCartStore } from './createCartStore';

/** The app's marketplace cart (Reading B), kept in the browser's localStorage when there is one. */
export const cartStore = createCartStore({
  storage: typeof localStorage === 'undefined' ? undefined : localStorage,
});
