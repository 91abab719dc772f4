import type { ForecastSummary } from '@backoffice/shared';
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router';
import { SkuThumbnail } from '../../../components/ui/sku-thumbnail.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { Mase, modelLabel, shortModelLabel } from './forecast-figures.tsx';

export const dash = <span className="text-body-secondary">—</span>;

/** The SKU's name opening its forecast, and its SKU id below where the two differ. */
export function SkuCell({ row, to }: { row: ForecastSummary; to: string }) {
  return (
    <div className="d-flex align-items-center gap-2" style={{ minWidth: '12rem' }}>
      <SkuThumbnail url={row.sku.image_url} title={row.sku.display_name} />
      <div>
        <Link to={to} className="fw-semibold text-break" data-testid="forecast-open">
          {row.sku.display_name}
        </Link>
        {row.sku.display_name !== row.sku.sku_id && (
          <div className="small text-body-secondary text-break">{row.sku.sku_id}</div>
        )}
      </div>
    </div>
  );
}

export function StockCell({ row }: { row: ForecastSummary }) {
  if (row.replenishment === null) return dash;
  return (
    <span className="text-nowrap">
      {row.replenishment.stock.toLocaleString()}
      {row.replenishment.inbound > 0 && (
        <span className="d-block small text-body-secondary">
          + {row.replenishment.inbound.toLocaleString()} inbound
        </span>
      )}
    </span>
  );
}

export function ModelCell({ row }: { row: ForecastSummary }) {
  return (
    <div className="small text-nowrap" data-testid="forecast-model">
      <div
        className={row.model === null ? 'text-body-secondary' : undefined}
        title={row.model === null ? undefined : modelLabel(row.model)}
      >
        {shortModelLabel(row.model)}
      </div>
      {row.model !== null && <Mase value={row.mase} />}
      {row.has_override && (
        <Badge bg="info" text="dark" className="ms-1">
          Adjusted
        </Badge>
      )}
    </div>
  );
}

export function GeneratedCell({ row }: { row: ForecastSummary }) {
  return (
    <span className="small text-nowrap">
      {row.generated_at ? formatDateTime(row.generated_at) : dash}
      {row.queued && (
        <Badge bg="secondary" className="d-table mt-1" data-testid="forecast-queued">
          Queued
        </Badge>
      )}
    </span>
  );
}
