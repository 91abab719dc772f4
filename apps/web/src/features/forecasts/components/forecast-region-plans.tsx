import type { ForecastRegionPlan } from '@backoffice/shared';
import { Table } from 'react-bootstrap';
import { EmptyState } from '../../../components/ui/query-states.tsx';
import { formatServiceLevel } from '../../../lib/service-levels.ts';
import { ForecastRegionRow } from './forecast-region-row.tsx';

/** Each warehouse serving more than one region, with the regions of this SKU that count part of it. */
function sharedWarehouses(plans: readonly ForecastRegionPlan[]) {
  const shared = new Map<number, { name: string; regions: string[] }>();
  for (const plan of plans)
    for (const warehouse of plan.shared_warehouses) {
      const entry = shared.get(warehouse.id) ?? { name: warehouse.name, regions: [] };
      entry.regions.push(plan.name);
      shared.set(warehouse.id, entry);
    }
  return [...shared.entries()];
}

/** "EU, UK and CA". */
const listed = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

const COLUMNS: [label: string, hint?: string][] = [
  ['Share', "The region's part of the SKU's demand"],
  ['Per day', 'Forecast units a day in the region'],
  ['Stock', 'Units in the warehouses serving the region'],
  ['In transit', 'Transfers on their way to those warehouses'],
  ['On order', 'Open purchase orders into them'],
  ['Safety stock', 'Held for the target service level (or the minimum stock, if more)'],
  ['Days of cover', 'Until its stock runs out'],
];

/**
 * "Plan per region": the SKU's plan in each region of sale, each against only the stock,
 * transfers and orders of the warehouses serving it (demand and stock of two regions are never
 * added), with the service level each reaches beside the organisation's target. A warehouse that
 * serves several regions lends each the part of its units in proportion to demand: said below.
 */
export function ForecastRegionPlans({ plans, target }: { plans: ForecastRegionPlan[]; target: number }) {
  const shared = sharedWarehouses(plans);
  return (
    <section aria-labelledby="forecast-regions-title" className="mt-3" data-testid="forecast-regions">
      <div className="d-flex flex-wrap align-items-baseline column-gap-2 mb-2">
        <h3 id="forecast-regions-title" className="h6 mb-0 me-auto">
          Plan per region
        </h3>
        <span className="small text-body-secondary">Target service level {formatServiceLevel(target)}</span>
      </div>
      {plans.length === 0 ? (
        <EmptyState>No plan per region until the forecast is made.</EmptyState>
      ) : (
        <>
          <Table
            size="sm"
            responsive
            className="align-middle mb-0 small app-stack-table"
            aria-label="Plan per region"
          >
            <thead>
              <tr>
                <th scope="col">Region</th>
                {COLUMNS.map(([label, hint]) => (
                  <th key={label} scope="col" className="text-end">
                    <abbr title={hint}>{label}</abbr>
                  </th>
                ))}
                <th scope="col">Reorder by</th>
                <th scope="col" className="text-end">
                  <abbr title="Recommended order quantity">Order</abbr>
                </th>
                <th scope="col" className="text-end">
                  <abbr title="The chance its stock, transfers and orders last until an order placed today lands">
                    Service level
                  </abbr>
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {plans.map((plan) => (
                <ForecastRegionRow key={plan.region} plan={plan} target={target} />
              ))}
            </tbody>
          </Table>
          {shared.map(([id, warehouse]) => (
            <p key={id} className="small text-body-secondary mt-2 mb-0" data-testid="forecast-region-shared">
              {warehouse.name} serves more than one region: {listed(warehouse.regions)}{' '}
              {warehouse.regions.length > 1 ? 'each count' : 'counts'} the part of its units in proportion to{' '}
              {warehouse.regions.length > 1 ? 'their' : 'its'} demand.
            </p>
          ))}
        </>
      )}
    </section>
  );
}
