import type { ForecastDetail } from '@backoffice/shared';
import { Row } from 'react-bootstrap';
import { DetailField } from '../../../components/ui/detail-field.tsx';
import { EmptyState } from '../../../components/ui/query-states.tsx';
import { CalendarDay, ReorderDate } from './forecast-figures.tsx';

/** What to send and when, from the forecast and the stock on hand and on the way. */
export function Replenishment({ detail, today }: { detail: ForecastDetail; today: string }) {
  const figures = detail.replenishment;
  return (
    <section aria-labelledby="forecast-replenishment-title">
      <h3 id="forecast-replenishment-title" className="h6">
        What to order
      </h3>
      {figures === null ? (
        <EmptyState>No replenishment figures until the forecast is made.</EmptyState>
      ) : (
        <Row className="g-3">
          <DetailField label="Reorder by" large>
            <span data-testid="forecast-detail-reorder-date">
              <ReorderDate day={figures.reorder_date} today={today} />
            </span>
          </DetailField>
          <DetailField label="Order quantity" large testId="forecast-detail-order-quantity">
            {figures.recommended_order_quantity.toLocaleString()}
            {figures.case_pack !== null && figures.case_pack > 1 && (
              <span className="small text-body-secondary"> (cases of {figures.case_pack})</span>
            )}
          </DetailField>
          <DetailField label="Out of stock">
            {figures.out_of_stock_date ? (
              <CalendarDay day={figures.out_of_stock_date} />
            ) : (
              'Not within a year'
            )}
          </DetailField>
          <DetailField label="Stock">{figures.stock.toLocaleString()}</DetailField>
          <DetailField label="Inbound">{figures.inbound.toLocaleString()}</DetailField>
          <DetailField label="Days of cover">
            {figures.days_of_cover === null ? 'Over a year' : figures.days_of_cover.toLocaleString()}
          </DetailField>
          <DetailField label="Minimum stock">{figures.min_stock.toLocaleString()}</DetailField>
          <DetailField label="Lead time">{figures.lead_days.toLocaleString()} days</DetailField>
          <DetailField label="Order covers">{figures.cover_days.toLocaleString()} days</DetailField>
        </Row>
      )}
    </section>
  );
}
