import { describe, expect, it } from 'vitest';
import { describeProblem, groupImportErrors } from './import-errors.ts';
import { pageWindow, shownRange } from './page-window.ts';
import { pageSelection, selectPage, toggleRow } from './selection.ts';

describe('groupImportErrors', () => {
  it('groups row errors by line in line order and keeps file errors apart', () => {
    const grouped = groupImportErrors({
      'rows.12.cogs': ['The cogs must be an amount such as 12.50.'],
      'rows.3.name': ['The name field is required.'],
      'rows.3.cogs_currency': ['The cogs currency must be a three-letter currency code such as USD.'],
      file: ['Missing column(s): name.'],
    });
    expect(grouped.general).toEqual(['Missing column(s): name.']);
    expect(grouped.lines.map((line) => line.line)).toEqual([3, 12]);
    expect(grouped.lines[0]?.problems.map((problem) => problem.field)).toEqual(['name', 'cogs_currency']);
  });

  it('treats a key without a field as a problem of the whole row', () => {
    const grouped = groupImportErrors({ 'rows.4': ['Duplicate SKU id.'] });
    expect(grouped.lines).toEqual([
      { line: 4, problems: [{ field: 'row', messages: ['Duplicate SKU id.'] }] },
    ]);
    expect(describeProblem({ field: 'row', messages: ['Duplicate SKU id.'] })).toBe('Duplicate SKU id.');
  });

  it('names the field and joins several messages with a comma', () => {
    expect(describeProblem({ field: 'cogs', messages: ['a', 'b'] })).toBe('cogs: a, b');
  });
});

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first and last page and marks skipped pages', () => {
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
  });

  it('shows a single skipped page instead of a gap', () => {
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10]);
  });
});

describe('shownRange', () => {
  it('gives the rows of the current page, shorter on the last page', () => {
    expect(shownRange({ current_page: 2, per_page: 25, total: 60 })).toEqual({ from: 26, to: 50 });
    expect(shownRange({ current_page: 3, per_page: 25, total: 60 })).toEqual({ from: 51, to: 60 });
    expect(shownRange({ current_page: 1, per_page: 25, total: 0 })).toEqual({ from: 0, to: 0 });
  });
});

describe('row selection', () => {
  it('says whether none, some or all rows of the page are selected', () => {
    expect(pageSelection(new Set(), [1, 2])).toBe('none');
    expect(pageSelection(new Set([1, 9]), [1, 2])).toBe('some');
    expect(pageSelection(new Set([1, 2]), [1, 2])).toBe('all');
  });

  it('selects and clears the page without touching rows of other pages', () => {
    expect([...selectPage(new Set([9]), [1, 2], true)].sort()).toEqual([1, 2, 9]);
    expect([...selectPage(new Set([1, 2, 9]), [1, 2], false)]).toEqual([9]);
  });

  it('toggles one row', () => {
    expect([...toggleRow(new Set([1]), 2)]).toEqual([1, 2]);
    expect([...toggleRow(new Set([1, 2]), 1)]).toEqual([2]);
  });
});
