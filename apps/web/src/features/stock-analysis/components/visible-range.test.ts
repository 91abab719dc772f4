import { describe, expect, it } from 'vitest';
import { visibleRange } from './visible-range.ts';

const base = { rowHeight: 32, viewportHeight: 320, overscan: 5 };

describe('visibleRange', () => {
  it('renders the rows in view and the overscan below them at the top', () => {
    expect(visibleRange({ ...base, scrollTop: 0, rowCount: 1_000 })).toEqual({ start: 0, end: 16 });
  });

  it('follows the scroll position, with overscan on both sides', () => {
    // Row 100 at the top: rows 95 … 100 + 11 + 5.
    expect(visibleRange({ ...base, scrollTop: 3_200, rowCount: 1_000 })).toEqual({ start: 95, end: 116 });
    // Half a row scrolled still starts at the row partly in view.
    expect(visibleRange({ ...base, scrollTop: 3_216, rowCount: 1_000 })).toEqual({ start: 95, end: 116 });
  });

  it('stops at the last row, and at none', () => {
    expect(visibleRange({ ...base, scrollTop: 31_900, rowCount: 1_000 })).toEqual({ start: 991, end: 1_000 });
    expect(visibleRange({ ...base, scrollTop: 99_999, rowCount: 10 })).toEqual({ start: 10, end: 10 });
    expect(visibleRange({ ...base, scrollTop: 0, rowCount: 0 })).toEqual({ start: 0, end: 0 });
  });
});
