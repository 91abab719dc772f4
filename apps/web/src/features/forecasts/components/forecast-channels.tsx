import type { ForecastDetail } from '@backoffice/shared';
import { useId } from 'react';
import { Form, Table } from 'react-bootstrap';
import { EmptyState } from '../../../components/ui/query-states.tsx';
import { formatRate, formatShare } from './forecast-figures.tsx';

/** The chart shows the whole SKU: no channel selected. */
export const ALL_CHANNELS = '';

/**
 * "By channel": the SKU's forecast split over its sales channels by each one's share of the units
 * ordered over the last 90 days, and which of them the chart above shows (`selected`, a channel's
 * key, or ALL_CHANNELS). The table stays inside the card on a phone: its own container scrolls.
 */
export function ForecastChannels({
  detail,
  selected,
  onSelect,
}: {
  detail: ForecastDetail;
  selected: string;
  onSelect: (key: string) => void;
}) {
  const selectId = useId();
  const coverDays = detail.replenishment?.cover_days ?? null;
  return (
    <section aria-labelledby="forecast-channels-title" className="mt-3" data-testid="forecast-channels">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h3 id="forecast-channels-title" className="h6 mb-0 me-auto">
          By channel
        </h3>
        {detail.channels.length > 0 && (
          <div className="d-flex align-items-center gap-2" style={{ minWidth: 0, maxWidth: '100%' }}>
            <Form.Label htmlFor={selectId} className="small text-body-secondary mb-0 text-nowrap">
              Chart shows
            </Form.Label>
            <Form.Select
              id={selectId}
              size="sm"
              style={{ width: 'auto', minWidth: 0, maxWidth: '100%' }}
              value={selected}
              onChange={(event) => onSelect(event.target.value)}
            >
              <option value={ALL_CHANNELS}>All channels</option>
              {detail.channels.map((channel) => (
                <option key={channel.key} value={channel.key}>
                  {channel.name}
                </option>
              ))}
            </Form.Select>
          </div>
        )}
      </div>
      {detail.channels.length === 0 ? (
        <EmptyState>
          No orders for this SKU yet: its forecast is split over sales channels by the units ordered on each,
          once orders are imported and it is recomputed.
        </EmptyState>
      ) : (
        <Table size="sm" responsive className="align-middle mb-0 small" aria-label="Forecast by channel">
          <thead>
            <tr>
              <th scope="col">Channel</th>
              <th scope="col" className="text-end">
                <abbr title="Its part of the units ordered over the last 90 days (all history when none were ordered then)">
                  Share
                </abbr>
              </th>
              <th scope="col" className="text-end">
                <abbr title="Units ordered over the last 30 days">Last 30 d</abbr>
              </th>
              <th scope="col" className="text-end">
                <abbr title="Forecast units a day over the next 30 days: the share of the SKU's">
                  Per day
                </abbr>
              </th>
              {coverDays !== null && (
                <th scope="col" className="text-end">
                  <abbr title={`Forecast units over the next ${coverDays} days, the days an order covers`}>
                    Next {coverDays} d
                  </abbr>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {detail.channels.map((channel) => (
              <tr
                key={channel.key}
                data-testid="forecast-channel-row"
                className={channel.key === selected ? 'table-active' : undefined}
              >
                <td>{channel.name}</td>
                <td className="text-end">{formatShare(channel.share)}</td>
                <td className="text-end">{channel.units_30d.toLocaleString()}</td>
                <td className="text-end">{formatRate(channel.daily_demand)}</td>
                {coverDays !== null && <td className="text-end">{formatRate(channel.cover_units)}</td>}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
