import type { ForecastSummary } from '@backoffice/shared';
import { formatDateTime } from '../../../lib/dates.ts';
import { RestockDifference } from './amazon-restock-figures.tsx';
import { dash } from './forecast-cells.tsx';
import { CalendarDay } from './forecast-figures.tsx';

/**
 * The forecasts list's "Amazon advises": Amazon's recommended replenishment over its marketplaces,
 * the date to ship by, and how far ours is from it when they disagree.
 */
export function AmazonRestockCell({ row }: { row: ForecastSummary }) {
  const restock = row.amazon_restock;
  if (restock === null) return dash;
  const marketplaces = restock.marketplaces.map((each) => each.marketplace_name).join(', ');
  return (
    <div
      className="small text-nowrap"
      data-testid="amazon-restock"
      title={`${marketplaces}, as of ${formatDateTime(restock.as_of)}`}
    >
      {restock.recommended_quantity === null ? (
        <span className="text-body-secondary">No advice</span>
      ) : (
        <span className="fw-semibold" data-testid="amazon-restock-quantity">
          {restock.recommended_quantity.toLocaleString()}
        </span>
      )}
      {restock.recommended_ship_date && (
        <div className="text-body-secondary">
          by <CalendarDay day={restock.recommended_ship_date} />
        </div>
      )}
      <RestockDifference restock={restock} />
    </div>
  );
}
