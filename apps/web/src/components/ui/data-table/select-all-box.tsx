import { useEffect, useRef } from 'react';
import { Form } from 'react-bootstrap';
import type { DataTableSelection } from './data-table-types.ts';
import { pageSelection, type RowKey, selectPage } from './selection.ts';

/** Selects or clears every row of the page shown; half-checked when only some are selected. */
export function SelectAllBox<T>({
  selection,
  pageKeys,
}: {
  selection: DataTableSelection<T>;
  pageKeys: readonly RowKey[];
}) {
  const ref = useRef<HTMLInputElement>(null);
  const state = pageSelection(selection.selected, pageKeys);
  // `indeterminate` is a DOM property with no HTML attribute, so it is set on the element.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <Form.Check
      ref={ref}
      aria-label="Select all on this page"
      checked={state === 'all'}
      disabled={pageKeys.length === 0}
      onChange={(event) => selection.onChange(selectPage(selection.selected, pageKeys, event.target.checked))}
    />
  );
}
