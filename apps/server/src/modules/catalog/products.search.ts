import type { SearchSource } from '../../lib/search-source.ts';
import { findProductsMatching } from './products-search.repository.ts';

export const productsSearch: SearchSource = {
  kind: 'products',
  label: 'Products',
  listAll: (query) => ({ name: 'products', params: {}, query: { search: query } }),
  async find(db, request) {
    const rows = await findProductsMatching(db, request);
    return rows.map((row) => ({
      id: row.id,
      title: row.name,
      subtitle: row.skuCount === 1 ? '1 SKU' : `${row.skuCount} SKUs`,
      link: { name: 'products.show', params: { id: row.id } },
    }));
  },
};
