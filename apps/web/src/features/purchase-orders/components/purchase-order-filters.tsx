import {
  PURCHASE_ORDER_STATUS_LABELS,
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrderListQuery,
} from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'react-bootstrap';
import { supplierOptionsQueryOptions } from '../../../lib/api/get-supplier-options.ts';
import { warehouseOptionsQueryOptions } from '../../../lib/api/get-warehouse-options.ts';
import type { ListQueryPatch } from '../../../lib/list-query-state.ts';

/** The purchase order list's filters beside its search box; each change is written to the URL. */
export function PurchaseOrderFilters({
  organisationUlid,
  query,
  onChange,
}: {
  organisationUlid: string;
  query: PurchaseOrderListQuery;
  onChange: (patch: ListQueryPatch<PurchaseOrderListQuery>) => void;
}) {
  const suppliers = useQuery(supplierOptionsQueryOptions(organisationUlid));
  const warehouses = useQuery(warehouseOptionsQueryOptions(organisationUlid));
  const id = (value: string) => (value === '' ? undefined : Number(value));
  return (
    <>
      <Form.Select
        aria-label="Status"
        style={{ width: 'auto' }}
        value={query.status ?? ''}
        onChange={(event) =>
          onChange({ status: (event.target.value || undefined) as PurchaseOrderListQuery['status'] })
        }
      >
        <option value="">Every status</option>
        {PURCHASE_ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {PURCHASE_ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        aria-label="Supplier"
        style={{ width: 'auto' }}
        value={query.supplier_id ?? ''}
        onChange={(event) => onChange({ supplier_id: id(event.target.value) })}
      >
        <option value="">Every supplier</option>
        {(suppliers.data?.data ?? []).map((supplier) => (
          <option key={supplier.id} value={supplier.id}>
            {supplier.name}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        aria-label="Warehouse"
        style={{ width: 'auto' }}
        value={query.warehouse_id ?? ''}
        onChange={(event) => onChange({ warehouse_id: id(event.target.value) })}
      >
        <option value="">Every warehouse</option>
        {(warehouses.data ?? []).map((warehouse) => (
          <option key={warehouse.id} value={warehouse.id}>
            {warehouse.name}
          </option>
        ))}
      </Form.Select>
      <Form.Control
        type="date"
        aria-label="Ordered from"
        style={{ width: 'auto' }}
        value={query.from ?? ''}
        onChange={(event) => onChange({ from: event.target.value || undefined })}
      />
      <Form.Control
        type="date"
        aria-label="Ordered until"
        style={{ width: 'auto' }}
        value={query.to ?? ''}
        onChange={(event) => onChange({ to: event.target.value || undefined })}
      />
    </>
  );
}
