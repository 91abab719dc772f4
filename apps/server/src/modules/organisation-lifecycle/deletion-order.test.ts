import { describe, expect, it } from 'vitest';
import { childrenFirst } from './deletion-order.domain.ts';

const table = (name: string) => ({ name, keyColumns: ['organisation_id', 'id'] });
const names = (tables: { name: string }[]) => tables.map((each) => each.name);

describe('childrenFirst', () => {
  it('puts every table after the tables that point at it', () => {
    const ordered = names(
      childrenFirst(
        ['skus', 'products', 'inventory_movements', 'warehouses', 'transfer_items', 'transfers'].map(table),
        [
          { child: 'skus', parent: 'products' },
          { child: 'inventory_movements', parent: 'skus' },
          { child: 'inventory_movements', parent: 'warehouses' },
          { child: 'transfer_items', parent: 'transfers' },
          { child: 'transfer_items', parent: 'skus' },
          { child: 'transfers', parent: 'warehouses' },
        ],
      ),
    );
    const before = (child: string, parent: string) => ordered.indexOf(child) < ordered.indexOf(parent);
    expect(ordered).toHaveLength(6);
    expect(before('skus', 'products')).toBe(true);
    expect(before('inventory_movements', 'skus')).toBe(true);
    expect(before('inventory_movements', 'warehouses')).toBe(true);
    expect(before('transfer_items', 'transfers')).toBe(true);
    expect(before('transfer_items', 'skus')).toBe(true);
    expect(before('transfers', 'warehouses')).toBe(true);
  });

  it('ignores references to tables outside the list and to themselves', () => {
    expect(
      names(
        childrenFirst(
          [table('b'), table('a')],
          [
            { child: 'a', parent: 'users' },
            { child: 'b', parent: 'b' },
          ],
        ),
      ),
    ).toEqual(['a', 'b']);
  });

  it('leaves tables in a loop of references to the end, by name, for the cascade', () => {
    expect(
      names(
        childrenFirst(
          [table('x'), table('y'), table('leaf')],
          [
            { child: 'x', parent: 'y' },
            { child: 'y', parent: 'x' },
          ],
        ),
      ),
    ).toEqual(['leaf', 'x', 'y']);
  });
});
