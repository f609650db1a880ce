import english from '../en/inscribe.json';

/** BRC-20 deploy, mint and transfer forms and an inscription order's progress. */
export const inscribeStrings = { area: 'inscribe', english } as const;
