import english from '../en/basics.json';

/** Status badges, number fields, pagination, infinite scroll, tables, chips, selects, skeletons and empty states. */
export const basicsStrings = { area: 'basics', english } as const;
