// @vitest-environment jsdom
import { listQuerySchema } from '@backoffice/shared';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { renderUi } from '../../../testing/render.tsx';
import { DataTable, type DataTableColumn } from './data-table.tsx';
import type { RowKey } from './selection.ts';

interface Product {
  id: number;
  name: string;
  price: string;
}

const MAT = { id: 1, name: 'Yoga Mat', price: '25.00' };
const BLOCK = { id: 2, name: 'Cork Block', price: '9.50' };
const STRAP = { id: 3, name: 'Strap', price: '6.00' };

const columns: DataTableColumn<Product>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, sortKey: 'name' },
  { key: 'price', header: 'Price', cell: (row) => row.price, sortKey: 'price', align: 'end' },
  { key: 'notes', header: 'Notes', cell: () => '—' },
];

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

const productList = listQuerySchema(['name', 'price'], 'name', {});

/** The table as list screens wire it: the sort lives in the URL through useListQuery. */
function SortedList() {
  const list = useListQuery(productList);
  return (
    <DataTable
      label="Products"
      columns={columns}
      rows={[MAT, BLOCK]}
      rowKey={(row) => row.id}
      sort={{ sort: list.query.sort, sortDesc: list.query.sortDesc, onSort: list.toggleSort }}
    />
  );
}

/** Keeps the selection in state as a screen does; `initial` may hold rows of other pages. */
function SelectableTable({ rows, initial = [] }: { rows: Product[]; initial?: RowKey[] }) {
  const [selected, setSelected] = useState<ReadonlySet<RowKey>>(new Set(initial));
  return (
    <>
      <DataTable
        label="Products"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        selection={{ selected, onChange: setSelected, rowLabel: (row) => row.name }}
      />
      <output aria-label="Selected">{[...selected].sort().join(',')}</output>
    </>
  );
}

describe('DataTable', () => {
  it('shows a header per column and a row per item, cells in column order', () => {
    renderUi(
      <DataTable
        label="Products"
        columns={columns}
        rows={[MAT, BLOCK]}
        rowKey={(row) => row.id}
        rowTestId="product-row"
      />,
    );
    const table = screen.getByRole('table', { name: 'Products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Price', 'Notes']);
    expect(screen.getAllByTestId('product-row').map(cellTexts)).toEqual([
      ['Yoga Mat', '25.00', '—'],
      ['Cork Block', '9.50', '—'],
    ]);
    expect(within(screen.getAllByTestId('product-row')[0] as HTMLElement).getByText('25.00').className).toBe(
      'text-end',
    );
  });

  it('shows a loading row until the first page arrives, and marks the table busy while fetching', () => {
    const { rerender } = renderUi(
      <DataTable label="Products" columns={columns} rows={undefined} rowKey={(row) => row.id} loading />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');

    rerender(<DataTable label="Products" columns={columns} rows={[MAT]} rowKey={(row) => row.id} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false');
  });

  it('says when there is nothing to show, across every column', () => {
    const { rerender } = renderUi(
      <DataTable label="Products" columns={columns} rows={[]} rowKey={(row) => row.id} />,
    );
    const empty = screen.getByTestId('empty-table');
    expect(empty.textContent).toBe('Nothing here yet.');
    expect(empty.getAttribute('colspan')).toBe('3');

    rerender(
      <DataTable
        label="Products"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        emptyMessage="No products match your search."
        selection={{ selected: new Set(), onChange: () => {}, rowLabel: (row) => row.name }}
      />,
    );
    expect(screen.getByTestId('empty-table').textContent).toBe('No products match your search.');
    expect(screen.getByTestId('empty-table').getAttribute('colspan')).toBe('4');
  });
});

describe('DataTable sorting', () => {
  it('makes sortable headers buttons that report their sort key, and announces the direction', async () => {
    const onSort = vi.fn();
    const { user, rerender } = renderUi(
      <DataTable
        label="Products"
        columns={columns}
        rows={[MAT]}
        rowKey={(row) => row.id}
        sort={{ sort: 'price', sortDesc: true, onSort }}
      />,
    );
    expect(header('Price').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    expect(header('Notes').hasAttribute('aria-sort')).toBe(false);
    expect(within(header('Notes')).queryByRole('button')).toBeNull();

    await user.click(within(header('Name')).getByRole('button', { name: /Name/ }));
    expect(onSort).toHaveBeenCalledExactlyOnceWith('name');

    rerender(
      <DataTable
        label="Products"
        columns={columns}
        rows={[MAT]}
        rowKey={(row) => row.id}
        sort={{ sort: 'price', sortDesc: false, onSort }}
      />,
    );
    expect(header('Price').getAttribute('aria-sort')).toBe('ascending');
  });

  it('without sort state, shows plain headers', () => {
    renderUi(<DataTable label="Products" columns={columns} rows={[MAT]} rowKey={(row) => row.id} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('on a list screen, a new column sorts ascending, the same column again flips it, from page 1', async () => {
    const { user, query } = renderUi(<SortedList />, { route: '/products?page=3' });
    const sortBy = (name: string) => user.click(within(header(name)).getByRole('button'));

    await sortBy('Price');
    expect(query()).toEqual({ sort: 'price' });
    expect(header('Price').getAttribute('aria-sort')).toBe('ascending');

    await sortBy('Price');
    expect(query()).toEqual({ sort: 'price', sortDesc: 'true' });
    expect(header('Price').getAttribute('aria-sort')).toBe('descending');

    // Back to the default sort (name, ascending): the URL carries nothing.
    await sortBy('Name');
    expect(query()).toEqual({});
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
  });
});

describe('DataTable selection', () => {
  const selectedKeys = () => screen.getByRole('status', { name: 'Selected' }).textContent;
  const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

  it('ticks and unticks one row by its checkbox, named after the row', async () => {
    const { user } = renderUi(<SelectableTable rows={[MAT, BLOCK]} />);
    await user.click(box('Select Cork Block'));
    expect(selectedKeys()).toBe('2');
    expect(box('Select Cork Block').checked).toBe(true);
    expect(box('Select Yoga Mat').checked).toBe(false);

    await user.click(box('Select Cork Block'));
    expect(selectedKeys()).toBe('');
  });

  it('select-all is clear, part-ticked or ticked with the page, and keeps rows of other pages', async () => {
    const { user } = renderUi(<SelectableTable rows={[MAT, BLOCK, STRAP]} initial={[9]} />);
    const all = box('Select all on this page');
    expect([all.checked, all.indeterminate]).toEqual([false, false]);

    await user.click(box('Select Yoga Mat'));
    expect([all.checked, all.indeterminate]).toEqual([false, true]);

    await user.click(all);
    expect(selectedKeys()).toBe('1,2,3,9');
    expect([all.checked, all.indeterminate]).toEqual([true, false]);

    await user.click(all);
    expect(selectedKeys()).toBe('9');
  });

  it('cannot select all on an empty page', () => {
    renderUi(<SelectableTable rows={[]} />);
    expect(box('Select all on this page').disabled).toBe(true);
  });
});
