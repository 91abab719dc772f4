import { href, type PurchaseOrder, purchaseOrderListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { ClipboardList, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { CsvExportButton } from '../../../components/ui/data-table/csv-export-button.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/index.ts';
import { ListScreen } from '../../../components/ui/list-screen.tsx';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { purchaseOrderListQueryOptions } from '../api/get-purchase-orders.ts';
import { PurchaseOrderFilters } from '../components/purchase-order-filters.tsx';
import { PurchaseOrderStatusBadge } from '../components/purchase-order-status-badge.tsx';
import { purchaseOrderPaths } from '../purchase-orders-paths.ts';

function columns(organisationUlid: string): DataTableColumn<PurchaseOrder>[] {
  return [
    {
      key: 'id',
      header: 'PO',
      sortKey: 'id',
      cell: (order) => (
        <Link to={href('purchase-orders.edit', { organisation: organisationUlid, id: order.id })}>
          PO {order.id}
          {order.reference && <span className="text-body-secondary"> · {order.reference}</span>}
        </Link>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (order) => <PurchaseOrderStatusBadge status={order.status} />,
    },
    { key: 'supplier', header: 'Supplier', sortKey: 'supplier', cell: (order) => order.supplier.name },
    { key: 'warehouse', header: 'Deliver to', sortKey: 'warehouse', cell: (order) => order.warehouse.name },
    { key: 'order_date', header: 'Ordered', sortKey: 'order_date', cell: (order) => order.order_date },
    { key: 'arrival', header: 'Expected arrival', cell: (order) => order.expected_arrival_date },
    {
      key: 'units',
      header: 'Units received',
      align: 'end',
      cell: (order) => `${order.total_received} / ${order.total_quantity}`,
    },
    {
      key: 'total',
      header: 'Total',
      align: 'end',
      cell: (order) => order.totals.map((total) => `${total.amount} ${total.currency}`).join(' + ') || '—',
    },
  ];
}

export function PurchaseOrdersPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const editable = can('editOperationalData');
  const list = useListQuery(purchaseOrderListQuerySchema);
  const orders = useQuery(purchaseOrderListQueryOptions(organisationUlid, list.requestParams));
  const createPath = href('purchase-orders.create', { organisation: organisationUlid });

  return (
    <ListScreen
      testId="purchase-orders-page"
      title="Purchase Orders"
      actions={
        <>
          <CsvExportButton path={purchaseOrderPaths.list(organisationUlid)} params={list.exportParams} />
          {editable && (
            <Link to={createPath} className="btn btn-primary">
              <Plus aria-hidden="true" />
              New purchase order
            </Link>
          )}
        </>
      }
      list={list}
      query={orders}
      search={{ label: 'Search purchase orders', placeholder: 'PO number, reference or supplier' }}
      filters={
        <PurchaseOrderFilters
          organisationUlid={organisationUlid}
          query={list.query}
          onChange={list.setFilters}
        />
      }
      label="Purchase orders"
      errorMessage="The purchase orders could not be loaded."
      columns={columns(organisationUlid)}
      rowKey={(order) => order.id}
      rowTestId="purchase-order-row"
      emptyMessage="No purchase orders yet."
      emptyIntro={{
        icon: ClipboardList,
        text: 'Purchase orders are what you buy from your suppliers. A suggested order works out what to buy from sales, stock, lead times and what is already on its way; receiving an order adds its units to the warehouse.',
        action: editable && (
          <Link to={createPath} className="btn btn-primary">
            <Plus aria-hidden="true" />
            Create your first purchase order
          </Link>
        ),
      }}
      noMatchMessage="No purchase order matches your search or filters."
      noun="purchase orders"
    />
  );
}
