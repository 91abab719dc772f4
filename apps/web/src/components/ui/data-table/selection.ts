/** Row selection of one page of a list: pure helpers behind DataTable's checkboxes. */
export type RowKey = string | number;
export type PageSelection = 'none' | 'some' | 'all';

/** How much of the page is selected: drives the select-all box (checked, indeterminate or clear). */
export function pageSelection(selected: ReadonlySet<RowKey>, pageKeys: readonly RowKey[]): PageSelection {
  const count = pageKeys.filter((key) => selected.has(key)).length;
  if (count === 0) return 'none';
  return count === pageKeys.length ? 'all' : 'some';
}

/** Selects or clears every row of the page, keeping rows selected on other pages. */
export function selectPage(
  selected: ReadonlySet<RowKey>,
  pageKeys: readonly RowKey[],
  checked: boolean,
): Set<RowKey> {
  const next = new Set(selected);
  for (const key of pageKeys) {
    if (checked) next.add(key);
    else next.delete(key);
  }
  return next;
}

export function toggleRow(selected: ReadonlySet<RowKey>, key: RowKey): Set<RowKey> {
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}
