import type { ForecastRegionPlan } from '@backoffice/shared';
import type { ReactNode } from 'react';
import { StockStatusBadge } from '../../../components/ui/stock-status-badge.tsx';
import { formatServiceLevel } from '../../../lib/service-levels.ts';
import { CalendarDay, formatRate, formatShare } from './forecast-figures.tsx';

const units = (value: number) => value.toLocaleString();

/** A right-aligned figure that names its column when the row stacks on a phone. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="text-sm-end" data-label={label}>
      {children}
    </td>
  );
}

/** The level a region reaches beside the organisation's target: short of it is a warning. */
function ServiceLevel({ reached, target }: { reached: number | null; target: number }) {
  if (reached === null) return <span className="text-body-secondary">No demand</span>;
  const short = reached < target;
  return (
    <span
      className={short ? 'text-warning-emphasis fw-semibold' : 'text-success-emphasis'}
      data-testid="forecast-region-service-level"
    >
      {formatServiceLevel(reached)}
      <span className="text-body-secondary fw-normal"> of {formatServiceLevel(target)}</span>
    </span>
  );
}

/**
 * The reorder date, and when it has passed, how late, and the sales ordering today rather than a
 * week later still saves (said only when there are any).
 */
function ReorderBy({ plan }: { plan: ForecastRegionPlan }) {
  if (plan.reorder_date === null) return <span className="text-body-secondary">—</span>;
  const saved = plan.units_saved_by_ordering_today;
  return (
    <>
      <CalendarDay day={plan.reorder_date} />
      {plan.late_days > 0 && (
        <span className="d-block text-danger-emphasis" data-testid="forecast-region-late">
          late by {plan.late_days.toLocaleString()} {plan.late_days === 1 ? 'day' : 'days'}
          {saved > 0 && ` — ordering today still saves ${units(saved)} ${saved === 1 ? 'unit' : 'units'}`}
        </span>
      )}
    </>
  );
}

/**
 * One region of sale's plan: its demand, what serves it, when to order and how much, and the
 * service level its stock reaches. Each cell names its column for when the row stacks on a phone
 * (data-label, app-stack-table).
 */
export function ForecastRegionRow({ plan, target }: { plan: ForecastRegionPlan; target: number }) {
  return (
    <tr data-testid="forecast-region-row" data-region={plan.region}>
      <th scope="row" className="app-stack-full" data-label="Region">
        {plan.name}
        {plan.shared_warehouses.length > 0 && (
          <span className="d-block small fw-normal text-body-secondary">
            shares {plan.shared_warehouses.map((warehouse) => warehouse.name).join(', ')}
          </span>
        )}
      </th>
      <Figure label="Share">{formatShare(plan.share)}</Figure>
      <Figure label="Per day">{formatRate(plan.daily_demand)}</Figure>
      <Figure label="Stock">{units(plan.stock)}</Figure>
      <Figure label="In transit">{units(plan.in_transit)}</Figure>
      <Figure label="On order">{units(plan.on_order)}</Figure>
      <Figure label="Safety stock">{units(plan.safety_stock)}</Figure>
      <Figure label="Days of cover">
        {plan.days_of_cover === null ? 'Over a year' : units(plan.days_of_cover)}
      </Figure>
      <td className="app-stack-full" data-label="Reorder by">
        <ReorderBy plan={plan} />
      </td>
      <Figure label="Order">{units(plan.recommended_order_quantity)}</Figure>
      <td className="text-sm-end text-nowrap" data-label="Service level">
        <ServiceLevel reached={plan.service_level} target={target} />
      </td>
      <td data-label="Status">
        <StockStatusBadge status={plan.status} />
      </td>
    </tr>
  );
}
