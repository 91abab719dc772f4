/**
 * A column's name reduced to what identifies it: case, spaces, hyphens, underscores, quotes and a
 * byte-order mark do not count, so `Event Type`, `"event-type"` and `EVENT_TYPE` are one column.
 */
export const columnKey = (name: string): string => name.replace(/[\uFEFF"\s_-]+/g, '').toLowerCase();

/** Where a file keeps the columns of a report type: they are matched by name, never by position. */
export interface FileColumns {
  /** A column's canonical name (as in the report type's header) → its index in the file. */
  readonly index: ReadonlyMap<string, number>;
  /** The file's own header names, as the seller sees them. */
  readonly names: readonly string[];
  /** The indexes of columns the report type does not know; rows keep them in `extra`. */
  readonly unknown: readonly number[];
}

export function matchColumns(fileHeader: readonly string[], canonical: readonly string[]): FileColumns {
  const wanted = new Map(canonical.map((name) => [columnKey(name), name]));
  const index = new Map<string, number>();
  const unknown: number[] = [];
  fileHeader.forEach((name, position) => {
    const key = columnKey(name);
    // An unnamed column (a header ending in a tab) has nothing to keep.
    if (key === '') return;
    const known = wanted.get(key);
    // The first of two columns with one name is the column; the other is kept as extra.
    if (known !== undefined && !index.has(known)) index.set(known, position);
    else unknown.push(position);
  });
  const names = fileHeader.map((name) => name.replace(/^\uFEFF/, '').trim());
  return { index, names, unknown };
}
