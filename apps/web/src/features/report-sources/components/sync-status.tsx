import type { ReportSource } from '@backoffice/shared';
import { formatDateTime } from '../../../lib/dates.ts';

const when = (value: string | null) => (value ? formatDateTime(value) : 'Never');

/** When each kind of report last arrived from this source. */
export function SyncStatus({ source }: { source: ReportSource }) {
  return (
    <dl className="row small mb-0">
      <dt className="col-sm-5">Orders synced</dt>
      <dd className="col-sm-7">{when(source.orders_synced_at)}</dd>
      <dt className="col-sm-5">Shipments synced</dt>
      <dd className="col-sm-7">{when(source.shipments_synced_at)}</dd>
      <dt className="col-sm-5">Inventory synced</dt>
      <dd className="col-sm-7 mb-0">{when(source.inventory_synced_at)}</dd>
    </dl>
  );
}
