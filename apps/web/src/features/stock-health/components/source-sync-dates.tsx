import type { StockHealthSource } from '@backoffice/shared';
import { When } from './when.tsx';

/** When each kind of data last arrived from the source, and when its last sync started. */
export function SourceSyncDates({ source }: { source: StockHealthSource }) {
  return (
    <dl className="row small mb-0">
      <dt className="col-6">Orders synced</dt>
      <dd className="col-6">
        <When value={source.orders_synced_at} />
      </dd>
      <dt className="col-6">Shipments synced</dt>
      <dd className="col-6">
        <When value={source.shipments_synced_at} />
      </dd>
      <dt className="col-6">Inventory synced</dt>
      <dd className="col-6">
        <When value={source.inventory_synced_at} />
      </dd>
      {source.type === 'amazon' && (
        <>
          <dt className="col-6">FBA inventory fetched</dt>
          <dd className="col-6">
            <When value={source.fba_inventory_fetched_at} />
          </dd>
        </>
      )}
      <dt className="col-6">Last sync started</dt>
      <dd className="col-6">
        <When value={source.sync_started_at} />
      </dd>
      {source.type === 'amazon' && source.connected && (
        <>
          <dt className="col-6">Authorization checked</dt>
          <dd className="col-6 mb-0">
            <When value={source.authorization_checked_at} />
          </dd>
        </>
      )}
    </dl>
  );
}
