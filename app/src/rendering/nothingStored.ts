/**
 * The visitor's storage as a server render sees it: nothing is known, and nothing written during a render may
 * outlive it (the next request is another visitor's).
 */
export const nothingStored: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};
