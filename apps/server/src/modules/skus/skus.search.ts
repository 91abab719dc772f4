import type { SearchSource } from '../../lib/search-source.ts';
import { findSkusMatching } from './skus-search.repository.ts';

/** SKUs by seller SKU id, ASIN or name; the subtitle shows what else identifies the SKU. */
export const skusSearch: SearchSource = {
  kind: 'skus',
  label: 'SKUs',
  listAll: (query) => ({ name: 'skus', params: {}, query: { search: query } }),
  async find(db, request) {
    const rows = await findSkusMatching(db, request);
    return rows.map((row) => ({
      id: row.id,
      title: row.skuId,
      subtitle: joinDetails([row.asin, row.name ?? row.productName, row.isHidden ? 'hidden' : null]),
      image_url: row.imageUrl,
      link: { name: 'skus.show', params: { id: row.id } },
    }));
  },
};

function joinDetails(parts: (string | null)[]): string | null {
  const present = parts.filter((part): part is string => Boolean(part));
  return present.length > 0 ? present.join(' · ') : null;
}
