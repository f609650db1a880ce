import english from '../en/mint.json';

/**
 * The mint drawer: qualification, the order, success, notices and the combination picker; its cost lines are
 * shared with BRC-20 forms.
 */
export const mintStrings = { area: 'mint', english } as const;
