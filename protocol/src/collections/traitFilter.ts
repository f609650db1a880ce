/**
 * Most trait values one filter of a collection's items may name. Traders tick a few values of a trait; each value
 * costs the server's query an index range, so the server refuses a filter of hundreds before any database work and
 * the app stops offering more checkboxes at this count instead of sending a filter that would be refused.
 */
export const mostTraitValues = 30;

/** Longest trait type and value (after trimming) a filter may name: longer text names no trait a collection has. */
export const longestTraitType = 100;
export const longestTraitValue = 200;
