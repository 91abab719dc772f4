import type { SearchSource } from '../../lib/search-source.ts';
import { findWarehousesMatching } from './warehouses-search.repository.ts';

export const warehousesSearch: SearchSource = {
  kind: 'warehouses',
  label: 'Warehouses',
  listAll: (query) => ({ name: 'warehouses', params: {}, query: { search: query } }),
  async find(db, request) {
    const rows = await findWarehousesMatching(db, request);
    return rows.map((row) => {
      const role = row.isFulfillmentCenter
        ? 'Fulfillment network'
        : row.isDistributionCenter
          ? 'Distribution center'
          : 'Warehouse';
      return {
        id: row.ulid,
        title: row.name,
        subtitle: row.foreignId ? `${role} · ${row.foreignId}` : role,
        link: { name: 'warehouses.show', params: { ulid: row.ulid } },
      };
    });
  },
};
