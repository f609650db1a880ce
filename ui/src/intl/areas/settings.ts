import english from '../en/settings.json';

/** The display settings drawer and its button. */
export const settingsStrings = { area: 'settings', english } as const;
