import { type UIEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type VisibleRange, visibleRange } from '../components/visible-range.ts';

/** When fewer rows than this are left below the window, the next page is asked for. */
const NEAR_END_ROWS = 200;

interface GridWindowOptions {
  rowHeight: number;
  rowCount: number;
  overscan: number;
  onNearEnd: (() => void) | undefined;
  resetKey: string | undefined;
}

/**
 * The rows of a scrolling box that are in view (plus `overscan`): the box's height measured, the
 * scroll followed, and the next page asked for when the window comes near the last loaded row.
 */
export function useGridWindow({ rowHeight, rowCount, overscan, onNearEnd, resetKey }: GridWindowOptions) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(0);

  // The box's height: measured, and again whenever it changes (a window resize, a phone turned).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setViewportHeight(element.clientHeight || window.innerHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // New rows (another sort or filter) start at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not a value read.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
    setScrollTop(0);
  }, [resetKey]);

  const range = visibleRange({ scrollTop, viewportHeight, rowHeight, rowCount, overscan });
  // Re-render only when the rows in view change, not on every pixel scrolled.
  const lastRange = useRef<VisibleRange>(range);
  lastRange.current = range;
  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      const top = event.currentTarget.scrollTop;
      const next = visibleRange({ scrollTop: top, viewportHeight, rowHeight, rowCount, overscan });
      if (next.start !== lastRange.current.start || next.end !== lastRange.current.end) setScrollTop(top);
    },
    [viewportHeight, rowHeight, rowCount, overscan],
  );

  const nearEnd = rowCount > 0 && range.end >= rowCount - NEAR_END_ROWS;
  useEffect(() => {
    if (nearEnd) onNearEnd?.();
  }, [nearEnd, onNearEnd]);

  return { scroller, range, onScroll };
}
