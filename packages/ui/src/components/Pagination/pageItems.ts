export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; position: 'start' | 'end' };

/** Up to this many pages the pager shows them all. */
const ALL_PAGES_UP_TO = 7;

/**
 * The pages a pager shows: all of them when there are few; otherwise the first, the last and the current
 * one with its neighbours, gaps between. Always seven items past that point, so the pager keeps its width
 * while moving through the pages.
 */
export function pageItems(current: number, pages: number): PageItem[] {
  if (pages <= ALL_PAGES_UP_TO) {
    return Array.from({ length: pages }, (_, index) => ({ kind: 'page', page: index + 1 }));
  }
  let start = current - 1;
  let end = current + 1;
  if (current <= 4) {
    start = 2;
    end = 5;
  } else if (current >= pages - 3) {
    start = pages - 4;
    end = pages - 1;
  }
  const items: PageItem[] = [{ kind: 'page', page: 1 }];
  if (start > 2) items.push({ kind: 'gap', position: 'start' });
  for (let page = start; page <= end; page += 1) items.push({ kind: 'page', page });
  if (end < pages - 1) items.push({ kind: 'gap', position: 'end' });
  items.push({ kind: 'page', page: pages });
  return items;
}
