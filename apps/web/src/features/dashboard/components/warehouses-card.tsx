import { href, type StockSummary } from '@backoffice/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { countOf } from '../../../lib/count-words.ts';
import { ChartCard, ChartEmpty } from './chart-card.tsx';
import { ChartFrame, Loaded, ROUND_CHART_HEIGHT, WarehouseBarChart } from './dashboard-chart-frame.tsx';

/** Units per warehouse, or the first step when there are no warehouses or no stock yet. */
export function WarehousesCard({
  organisationUlid,
  summary,
}: {
  organisationUlid: string;
  summary: UseQueryResult<StockSummary>;
}) {
  const organisation = { organisation: organisationUlid };
  return (
    <ChartCard
      title="Stock by warehouse"
      to={href('warehouses', organisation)}
      testId="dashboard-warehouses"
      summary={summary.data && countOf(summary.data.warehouses.length, 'warehouse', 'warehouses')}
    >
      <Loaded query={summary} what="warehouses">
        {(data) =>
          data.warehouses.length === 0 ? (
            <ChartEmpty action={{ label: 'Add warehouses', to: href('warehouses', organisation) }}>
              No warehouses yet. Add the warehouses, 3PLs and fulfilment centres you keep stock in.
            </ChartEmpty>
          ) : data.warehouses.every((warehouse) => warehouse.units === 0) ? (
            <ChartEmpty action={{ label: 'Count your stock', to: href('warehouses', organisation) }}>
              Your warehouses hold no stock yet.
            </ChartEmpty>
          ) : (
            <ChartFrame
              height={Math.min(360, Math.max(ROUND_CHART_HEIGHT, 40 + 36 * data.warehouses.length))}
            >
              <WarehouseBarChart warehouses={data.warehouses} />
            </ChartFrame>
          )
        }
      </Loaded>
    </ChartCard>
  );
}
