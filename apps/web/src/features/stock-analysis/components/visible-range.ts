/**
 * Windowing for a list of fixed-height rows: which rows a scroll position shows, plus `overscan`
 * rows either side so a fast scroll does not flash empty space before React renders.
 */
export interface VisibleRange {
  /** First row rendered (inclusive). */
  start: number;
  /** Row after the last rendered (exclusive). */
  end: number;
}

export function visibleRange({
  scrollTop,
  viewportHeight,
  rowHeight,
  rowCount,
  overscan,
}: {
  scrollTop: number;
  viewportHeight: number;
  rowHeight: number;
  rowCount: number;
  overscan: number;
}): VisibleRange {
  if (rowCount <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const shown = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.min(rowCount, Math.max(0, first - overscan));
  const end = Math.min(rowCount, first + shown + overscan);
  return { start: Math.min(start, end), end };
}
