import { type Dashboard, href } from '@backoffice/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { countOf } from '../../../lib/count-words.ts';
import { ChartCard, ChartEmpty, ChartLegend } from './chart-card.tsx';
import { useDashboardColours } from './chart-colours.ts';
import { ChannelsChart, ChartFrame, Loaded, ROUND_CHART_HEIGHT } from './dashboard-chart-frame.tsx';
import { channelSlices } from './dashboard-data.ts';

/** Units sold per sales channel over the range. */
export function ChannelsCard({
  organisationUlid,
  series,
  range,
}: {
  organisationUlid: string;
  series: UseQueryResult<Dashboard>;
  range: string;
}) {
  const colours = useDashboardColours();
  const organisation = { organisation: organisationUlid };
  return (
    <ChartCard
      title="Channels"
      to={href('sales-channels.list', organisation)}
      testId="dashboard-channels"
      summary={series.data && countOf(series.data.channels.length, 'channel', 'channels')}
    >
      <Loaded query={series} what="channels">
        {(data) => {
          if (data.channels.length === 0) {
            return (
              <ChartEmpty action={{ label: 'Import your orders', to: href('report-requests', organisation) }}>
                No orders in {range}. Each marketplace you sell on shows here with its share of units.
              </ChartEmpty>
            );
          }
          const slices = channelSlices(data.channels);
          return (
            <>
              <ChartFrame height={ROUND_CHART_HEIGHT}>
                <ChannelsChart slices={slices} range={range} />
              </ChartFrame>
              <ChartLegend
                label="Units per channel"
                testId="dashboard-channel"
                items={slices.map((slice, index) => ({
                  key: slice.name,
                  colour: colours.palette[index % colours.palette.length] as string,
                  name: slice.name,
                  figures: `${countOf(slice.units, 'unit', 'units')} · ${countOf(slice.orders, 'order', 'orders')}`,
                }))}
              />
            </>
          );
        }}
      </Loaded>
    </ChartCard>
  );
}
