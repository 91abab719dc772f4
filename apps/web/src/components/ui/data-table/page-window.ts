/**
 * The page links to show: always the first and last page, a window around the current one, and
 * 'gap' where pages are skipped, e.g. 1 … 4 5 [6] 7 8 … 20.
 */
export type PageItem = number | 'gap';

export function pageWindow(current: number, last: number, radius = 2): PageItem[] {
  const pages = new Set<number>([1, last]);
  for (let page = current - radius; page <= current + radius; page++) {
    if (page >= 1 && page <= last) pages.add(page);
  }
  const sorted = [...pages].filter((page) => page >= 1).sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}

/** "Showing 26–50 of 120": the rows of the page shown, 0–0 when there are none. */
export function shownRange({
  current_page,
  per_page,
  total,
}: {
  current_page: number;
  per_page: number;
  total: number;
}): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (current_page - 1) * per_page + 1;
  return { from: Math.min(from, total), to: Math.min(current_page * per_page, total) };
}
