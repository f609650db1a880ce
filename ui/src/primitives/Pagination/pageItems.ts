/** A page number to show, or a gap standing for the pages folded away before or after the current one. */
export type PageItem = number | 'gap-before' | 'gap-after';

export interface PageItemsOptions {
  /** Pages shown on each side of the current page. */
  siblingCount?: number;
  /** Pages always shown at the start and at the end. */
  boundaryCount?: number;
}

function range(from: number, to: number): number[] {
  return to < from ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The page buttons for `page` of `pageCount` (pages count from 1): the first and last pages and the pages
 * beside the current one are always there, longer runs fold into a gap. A gap never hides a single page,
 * and the number of items stays the same wherever the current page is, so the buttons do not shift under
 * the pointer while paging.
 */
export function pageItems(
  page: number,
  pageCount: number,
  { siblingCount = 1, boundaryCount = 1 }: PageItemsOptions = {},
): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  const startPages = range(1, Math.min(boundaryCount, count));
  const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);
  const lastBeforeEnd = (endPages[0] ?? count + 1) - 2;

  // The run around the current page slides inside the ends instead of shrinking near them.
  const siblingsStart = Math.max(
    Math.min(page - siblingCount, count - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(Math.max(page + siblingCount, boundaryCount + siblingCount * 2 + 2), lastBeforeEnd);

  const beforeSiblings: PageItem[] =
    siblingsStart > boundaryCount + 2
      ? ['gap-before']
      : boundaryCount + 1 < count - boundaryCount
        ? [boundaryCount + 1]
        : [];
  const afterSiblings: PageItem[] =
    siblingsEnd < count - boundaryCount - 1
      ? ['gap-after']
      : count - boundaryCount > boundaryCount
        ? [count - boundaryCount]
        : [];

  return [...startPages, ...beforeSiblings, ...range(siblingsStart, siblingsEnd), ...afterSiblings, ...endPages];
}
