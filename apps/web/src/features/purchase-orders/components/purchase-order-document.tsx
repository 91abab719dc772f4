import { PURCHASE_ORDER_STATUS_LABELS, type PurchaseOrder } from '@backoffice/shared';
import { Table } from 'react-bootstrap';
import './purchase-order-print.css';

/**
 * The order as the supplier reads it (the print view; the PDF says the same): who orders, where
 * to deliver, the dates, the lines and totals. Printing shows only this (purchase-order-print.css).
 */
export function PurchaseOrderDocument({
  order,
  organisationName,
}: {
  order: PurchaseOrder;
  organisationName: string;
}) {
  return (
    <section className="po-document" aria-label={`Purchase order ${order.id} document`}>
      <h2 className="h4">Purchase order {order.id}</h2>
      <dl className="row small mb-3">
        <dt className="col-4 col-sm-3">From</dt>
        <dd className="col-8 col-sm-9">{organisationName}</dd>
        <dt className="col-4 col-sm-3">To</dt>
        <dd className="col-8 col-sm-9">{order.supplier.name}</dd>
        <dt className="col-4 col-sm-3">Ship to</dt>
        <dd className="col-8 col-sm-9">{order.warehouse.name}</dd>
        {order.reference && (
          <>
            <dt className="col-4 col-sm-3">Reference</dt>
            <dd className="col-8 col-sm-9">{order.reference}</dd>
          </>
        )}
        <dt className="col-4 col-sm-3">Status</dt>
        <dd className="col-8 col-sm-9">{PURCHASE_ORDER_STATUS_LABELS[order.status]}</dd>
        <dt className="col-4 col-sm-3">Order date</dt>
        <dd className="col-8 col-sm-9">{order.order_date}</dd>
        <dt className="col-4 col-sm-3">Expected ready</dt>
        <dd className="col-8 col-sm-9">{order.expected_ready_date}</dd>
        <dt className="col-4 col-sm-3">Expected arrival</dt>
        <dd className="col-8 col-sm-9">{order.expected_arrival_date}</dd>
      </dl>
      <Table size="sm" responsive>
        <thead>
          <tr>
            <th>SKU</th>
            <th className="text-end">Quantity</th>
            <th className="text-end">Received</th>
            <th className="text-end">Per case</th>
            <th className="text-end">Unit cost</th>
            <th className="text-end">Total</th>
          </tr>
        </thead>
        <tbody>
          {(order.lines ?? []).map((line) => (
            <tr key={line.id} data-testid="po-document-line">
              <td>{line.sku.display_name}</td>
              <td className="text-end">{line.quantity}</td>
              <td className="text-end">{line.quantity_received}</td>
              <td className="text-end">{line.quantity_in_case ?? ''}</td>
              <td className="text-end text-nowrap">
                {line.unit_cost} {line.currency}
              </td>
              <td className="text-end text-nowrap">
                {line.total} {line.currency}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {order.totals.map((total) => (
            <tr key={total.currency}>
              <th colSpan={5} className="text-end">
                Total
              </th>
              <th className="text-end text-nowrap">
                {total.amount} {total.currency}
              </th>
            </tr>
          ))}
        </tfoot>
      </Table>
      {order.notes && (
        <>
          <h3 className="h6">Notes</h3>
          <p className="small" style={{ whiteSpace: 'pre-wrap' }}>
            {order.notes}
          </p>
        </>
      )}
    </section>
  );
}
