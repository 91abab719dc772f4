import type { ForecastDetail } from '@backoffice/shared';
import { Badge, Table } from 'react-bootstrap';
import { EmptyState } from '../../../components/ui/query-states.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { alertLabel, RestockDifference } from './amazon-restock-figures.tsx';
import { CalendarDay } from './forecast-figures.tsx';

const orDash = (value: number | null) => (value === null ? '—' : value.toLocaleString());

/**
 * Amazon's own restock advice beside ours ("What to order"): in total, compared with our order
 * quantity, and per marketplace with its alert and days of supply.
 */
export function AmazonRestockPanel({ detail }: { detail: ForecastDetail }) {
  const restock = detail.amazon_restock;
  return (
    <section aria-labelledby="forecast-amazon-restock-title" data-testid="forecast-amazon-restock">
      <h3 id="forecast-amazon-restock-title" className="h6">
        Amazon’s restock advice
      </h3>
      {restock === null ? (
        <EmptyState>
          No advice from Amazon for this SKU. It comes with Amazon’s restock report, which the daily sync asks
          for in each marketplace of a connected Amazon account.
        </EmptyState>
      ) : (
        <>
          <p className="mb-2">
            <span className="fs-5" data-testid="amazon-restock-total">
              {restock.recommended_quantity === null
                ? 'No recommendation'
                : `${restock.recommended_quantity.toLocaleString()} units`}
            </span>
            {restock.recommended_ship_date && (
              <span className="text-body-secondary">
                {' '}
                by <CalendarDay day={restock.recommended_ship_date} />
              </span>
            )}{' '}
            <RestockDifference restock={restock} />
          </p>
          <p className="small text-body-secondary mb-2">
            {restock.difference_quantity === null
              ? 'Not comparable with our order quantity yet.'
              : restock.disagrees
                ? 'Our order quantity and Amazon’s advice disagree.'
                : 'Our order quantity and Amazon’s advice agree, within 5 units or a fifth.'}{' '}
            As of {formatDateTime(restock.as_of)}.
          </p>
          <Table size="sm" responsive className="mb-0 small" aria-label="Amazon’s advice per marketplace">
            <thead>
              <tr>
                <th scope="col">Marketplace</th>
                <th scope="col" className="text-end">
                  Units
                </th>
                <th scope="col">Ship by</th>
                <th scope="col" className="text-end">
                  Days of supply
                </th>
              </tr>
            </thead>
            <tbody>
              {restock.marketplaces.map((each) => (
                <tr key={`${each.marketplace_id}:${each.report_request_id}`}>
                  <td>
                    {each.marketplace_name}
                    {each.alert && (
                      <Badge bg="warning" text="dark" className="ms-1">
                        {alertLabel(each.alert)}
                      </Badge>
                    )}
                  </td>
                  <td className="text-end">{orDash(each.recommended_quantity)}</td>
                  <td className="text-nowrap">
                    {each.recommended_ship_date ? <CalendarDay day={each.recommended_ship_date} /> : '—'}
                  </td>
                  <td className="text-end">{orDash(each.days_of_supply)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </section>
  );
}
