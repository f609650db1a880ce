import { describe, expect, it } from 'vitest';
import { collectionsPageCount, readCollectionsQuery, writeCollectionsQuery } from './collectionsQuery';

const read = (search: string) => readCollectionsQuery(new URLSearchParams(search));

describe('collections query', () => {
  it('starts on the first page by volume with no search', () => {
    expect(read('')).toEqual({ keyword: '', sort: 'popular', page: 1 });
  });

  it('reads the keyword, sort and page', () => {
    expect(read('?q=%20punks%20&sort=trending&page=3')).toEqual({ keyword: 'punks', sort: 'trending', page: 3 });
    expect(read('?sort=newest')).toEqual({ keyword: '', sort: 'newest', page: 1 });
  });

  it('falls back on an unknown sort and on pages that are not positive integers', () => {
    expect(read('?sort=cheapest').sort).toBe('popular');
    for (const page of ['0', '-2', '1.5', 'two', '1e300']) expect(read(`?page=${page}`).page).toBe(1);
  });

  it('cuts keywords to the 100 characters the server accepts', () => {
    expect(read(`?q=${'a'.repeat(150)}`).keyword).toHaveLength(100);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(writeCollectionsQuery({ keyword: '', sort: 'popular', page: 1 }).toString()).toBe('');
    const query = { keyword: 'sat & punks', sort: 'newest', page: 2 } as const;
    expect(readCollectionsQuery(writeCollectionsQuery(query))).toEqual(query);
  });

  it('counts pages of 20, never fewer than one', () => {
    expect(collectionsPageCount(0)).toBe(1);
    expect(collectionsPageCount(20)).toBe(1);
    expect(collectionsPageCount(21)).toBe(2);
  });
});
