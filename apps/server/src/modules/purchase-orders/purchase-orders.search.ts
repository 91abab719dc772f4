import { PURCHASE_ORDER_STATUS_LABELS } from '@backoffice/shared';
import type { SearchSource } from '../../lib/search-source.ts';
import { findPurchaseOrdersMatching } from './purchase-orders-search.repository.ts';

export const purchaseOrdersSearch: SearchSource = {
  kind: 'purchase-orders',
  label: 'Purchase orders',
  listAll: (query) => ({ name: 'purchase-orders', params: {}, query: { search: query } }),
  async find(db, request) {
    const rows = await findPurchaseOrdersMatching(db, request);
    return rows.map((row) => ({
      id: row.id,
      title: row.reference ? `PO ${row.id} · ${row.reference}` : `PO ${row.id}`,
      subtitle: `${row.supplier} · ${PURCHASE_ORDER_STATUS_LABELS[row.status]}`,
      link: { name: 'purchase-orders.edit', params: { id: row.id } },
    }));
  },
};
