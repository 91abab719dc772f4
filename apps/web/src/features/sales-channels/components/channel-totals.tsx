import type { SalesChannelPerformance } from '@backoffice/shared';
import { Col, Row } from 'react-bootstrap';
import { formatMoney } from '../../../lib/money.ts';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Col xs={6} lg={3}>
      <div className="small text-body-secondary">{label}</div>
      <div className="fs-5 text-break" data-testid={testId}>
        {value}
      </div>
    </Col>
  );
}

export function ChannelTotals({ data }: { data: SalesChannelPerformance }) {
  const { totals } = data;
  return (
    <Row className="g-3 mb-3">
      <Figure label="Orders" value={totals.orders.toLocaleString()} testId="channel-orders" />
      <Figure label="Units" value={totals.units.toLocaleString()} testId="channel-units" />
      <Figure label="Revenue" value={formatMoney(totals.revenue, data.currency)} testId="channel-revenue" />
      <Figure
        label="Returns rate"
        value={
          totals.returns_rate === null
            ? '—'
            : `${(totals.returns_rate * 100).toFixed(1)} % (${totals.returned_units.toLocaleString()} units)`
        }
        testId="channel-returns-rate"
      />
    </Row>
  );
}
