import type { SearchSource } from '../../lib/search-source.ts';
import { findSuppliersMatching } from './suppliers-search.repository.ts';

export const suppliersSearch: SearchSource = {
  kind: 'suppliers',
  label: 'Suppliers',
  listAll: (query) => ({ name: 'suppliers', params: {}, query: { search: query } }),
  async find(db, request) {
    const rows = await findSuppliersMatching(db, request);
    return rows.map((row) => ({
      id: row.id,
      title: row.name,
      subtitle: null,
      link: { name: 'suppliers.edit', params: { id: row.id } },
    }));
  },
};
