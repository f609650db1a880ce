import english from '../en/common.json';

/** The app shell's navigation. */
export const commonStrings = { area: 'common', english } as const;
