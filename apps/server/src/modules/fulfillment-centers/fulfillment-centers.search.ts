import type { SearchSource } from '../../lib/search-source.ts';
import { findFulfillmentCentersMatching } from './fulfillment-centers-search.repository.ts';

export const fulfillmentCentersSearch: SearchSource = {
  kind: 'fulfillment-centers',
  label: 'Fulfillment centers',
  listAll: (query) => ({ name: 'fulfillment-centers', params: {}, query: { search: query } }),
  async find(db, request) {
    const rows = await findFulfillmentCentersMatching(db, request);
    return rows.map((row) => {
      const place = [row.state, row.country].filter(Boolean).join(', ');
      const details = [row.referenceCode, place].filter(Boolean).join(' · ');
      return {
        id: row.id,
        title: row.name,
        subtitle: details || null,
        link: { name: 'fulfillment-centers.edit', params: { id: row.id } },
      };
    });
  },
};
