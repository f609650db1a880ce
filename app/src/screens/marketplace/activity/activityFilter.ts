/** The kind chip that shows every kind: the request then names none. */
export const allKinds = 'all';
export type KindChoice<Kind extends string> = Kind | typeof allKinds;

/** The picker option for the whole market: no collection slug or tick is ever empty. */
export const wholeMarket = '';

/** The `kinds` filter of an activity request for the chosen chip. */
export function kindsFilter<Kind extends string>(choice: KindChoice<Kind>): { kinds?: Kind[] } {
  return choice === allKinds ? {} : { kinds: [choice] };
}

/** The picked collection or tick under its request field, or nothing for the whole market. */
export function scopeFilter<Field extends string>(field: Field, picked: string): Partial<Record<Field, string>> {
  if (picked === wholeMarket) return {};
  const scope: Partial<Record<Field, string>> = {};
  scope[field] = picked;
  return scope;
}
