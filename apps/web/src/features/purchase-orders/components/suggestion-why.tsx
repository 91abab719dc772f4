import type { PurchaseOrderSuggestionLine } from '@backoffice/shared';
import type { ReactNode } from 'react';
import { Col, Row } from 'react-bootstrap';
import { formatMoney } from '../../../lib/money.ts';

type Why = PurchaseOrderSuggestionLine['why'];

const unitsFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const shareFormat = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });
const units = (value: number) => unitsFormat.format(value);

/** One step of the sum: its sign and label, then the units, right-aligned; the result ruled off. */
function Step({ label, value, total = false }: { label: ReactNode; value: string; total?: boolean }) {
  return (
    <div
      className={`d-flex justify-content-between gap-3 py-1 ${total ? 'fw-semibold border-top' : ''}`}
      data-testid="po-line-why-step"
    >
      <dt className="fw-normal">{label}</dt>
      <dd className="mb-0 text-end text-nowrap">{value}</dd>
    </div>
  );
}

/** "minimum 100 units, 500.00 USD": the supplier's minimums for the product, when it has any. */
function minimums(why: Why, currency: string): string | null {
  const parts = [
    why.min_order_quantity !== null && `${units(why.min_order_quantity)} units`,
    why.min_order_value !== null && formatMoney(why.min_order_value, currency),
  ].filter(Boolean);
  return parts.length ? `minimum ${parts.join(', ')} of the product` : null;
}

/**
 * A suggested line's arithmetic, as a receipt: per region of sale the destination serves, its
 * forecast over the period plus safety stock, less what already serves it, is its need; the needs
 * added up, whole cases and the supplier's minimums make the quantity suggested. Each sum is a
 * list of label and units, so it reads the same on a phone as on a desktop.
 */
export function SuggestionWhy({
  id,
  line,
  hidden,
}: {
  id: string;
  line: PurchaseOrderSuggestionLine;
  hidden: boolean;
}) {
  const { why } = line;
  const minimum = minimums(why, line.currency);
  return (
    <div id={id} hidden={hidden} className="border rounded p-2 mt-1" data-testid="po-line-why">
      <Row className="g-2">
        {why.regions.map((region) => (
          <Col key={region.region} sm={6} xl={4} data-testid="po-line-why-region">
            <h3 className="small fw-semibold mb-1">
              {region.name}{' '}
              <span className="fw-normal text-body-secondary">
                · {shareFormat.format(region.share)} of the SKU’s demand
              </span>
            </h3>
            <dl className="small mb-0">
              <Step label={`Forecast over ${why.period_days} days`} value={units(region.forecast_units)} />
              <Step label="+ safety stock" value={units(region.safety_stock)} />
              <Step label="− stock" value={units(region.stock)} />
              <Step label="− in transit" value={units(region.in_transit)} />
              <Step label="− on order" value={units(region.on_order)} />
              <Step
                label={region.need > 0 ? '= need' : '= need (what serves it covers it)'}
                value={units(region.need)}
                total
              />
            </dl>
          </Col>
        ))}
        <Col sm={6} xl={4}>
          <h3 className="small fw-semibold mb-1">Suggested</h3>
          <dl className="small mb-0" data-testid="po-line-why-total">
            <Step
              label={why.regions.length > 1 ? 'Needs added, in whole units' : 'Need, in whole units'}
              value={units(why.need)}
            />
            <Step
              label={`+ case rounding${line.quantity_in_case ? ` (cases of ${line.quantity_in_case})` : ''}`}
              value={units(why.case_rounding)}
            />
            <Step
              label={`+ minimum rounding${minimum ? ` (${minimum})` : ''}`}
              value={units(why.minimum_rounding)}
            />
            <Step label="= suggested" value={units(line.recommended_quantity)} total />
          </dl>
        </Col>
      </Row>
    </div>
  );
}
