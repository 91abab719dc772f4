import { href, type WarehouseStockItem } from '@backoffice/shared';
import { Badge, Button } from 'react-bootstrap';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table/index.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import type { AdjustTarget } from './adjust-stock-modal.tsx';

/** The warehouse's stock per SKU, beside what was last reported; an Adjust button where allowed. */
export function warehouseStockColumns(
  organisationUlid: string,
  onAdjust: ((target: AdjustTarget) => void) | undefined,
) {
  const list: DataTableColumn<WarehouseStockItem>[] = [
    {
      key: 'sku',
      header: 'SKU',
      sortKey: 'sku_id',
      cell: (item) => (
        <>
          <Link
            to={href('skus.show', { organisation: organisationUlid, id: item.sku.id })}
            className="fw-semibold"
          >
            {item.sku.sku_id}
          </Link>
          {item.sku.display_name !== item.sku.sku_id && (
            <div className="small text-body-secondary">{item.sku.display_name}</div>
          )}
        </>
      ),
    },
    { key: 'asin', header: 'ASIN', cell: (item) => item.sku.asin ?? '–' },
    {
      key: 'quantity',
      header: 'Quantity',
      sortKey: 'quantity',
      align: 'end',
      cell: (item) => <span data-testid="stock-quantity">{item.quantity.toLocaleString()}</span>,
    },
    {
      // What the marketplace or 3PL last reported, beside the ledger's figure, for reconciliation.
      key: 'inventory_cache',
      header: 'Reported',
      align: 'end',
      cell: (item) => (item.inventory_cache === null ? '–' : item.inventory_cache.toLocaleString()),
    },
    {
      key: 'out_of_stock_date',
      // Out of stock: the day it ran out. In stock: the day the latest forecast runs it out.
      header: 'Out of stock',
      cell: (item) =>
        !item.out_of_stock_date ? (
          '–'
        ) : item.quantity <= 0 ? (
          <Badge bg="danger">since {item.out_of_stock_date}</Badge>
        ) : (
          <span title="Projected by the latest forecast">expected {item.out_of_stock_date}</span>
        ),
    },
    {
      key: 'updated_at',
      header: 'Last change',
      sortKey: 'updated_at',
      cell: (item) => formatDateTime(item.updated_at),
    },
  ];
  if (onAdjust) {
    list.push({
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      align: 'end',
      cell: (item) => (
        <Button
          size="sm"
          variant="outline-primary"
          aria-label={`Adjust ${item.sku.sku_id}`}
          onClick={() =>
            onAdjust({ sku: { id: item.sku.id, label: item.sku.display_name }, quantity: item.quantity })
          }
        >
          Adjust
        </Button>
      ),
    });
  }
  return list;
}
