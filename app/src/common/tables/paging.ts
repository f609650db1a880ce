/** How many rows a marketplace list asks for at a time. */
export const pageSize = 20;

/** The number of pages a list of `total` rows fills; at least one, so the pager never shows page 1 of 0. */
export function pageCountOf(total: number, limit: number = pageSize): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** What a marketplace list shows before its first answer, and when the read fails. */
export const emptyPage = { items: [], total: 0, has_next: false };

/** A page of a list as its table shows it: the rows, and the total the pager counts pages of. */
export interface ListPage<Row> {
  readonly items: readonly Row[];
  readonly total: number;
}
