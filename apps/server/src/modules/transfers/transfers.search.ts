import type { SearchSource } from '../../lib/search-source.ts';
import { findTransfersMatching } from './transfers-search.repository.ts';

export const transfersSearch: SearchSource = {
  kind: 'transfers',
  label: 'Transfers',
  listAll: (query) => ({ name: 'transfers', params: {}, query: { search: query } }),
  async find(db, request) {
    const rows = await findTransfersMatching(db, request);
    return rows.map((row) => ({
      id: row.id,
      title: row.name ? `#${row.id} · ${row.name}` : `Transfer #${row.id}`,
      subtitle: [row.status, row.shipmentId].filter(Boolean).join(' · '),
      link: { name: 'transfers.show', params: { id: row.id } },
    }));
  },
};
