import type { InventoryByDatePage } from '@backoffice/shared';
import { Card } from 'react-bootstrap';
import { formatDay } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';
import { dayTime } from './inventory-days.ts';

/** What the list adds up to on its day, over every page: units, and value per currency. */
export function InventoryByDateTotals({ page }: { page: InventoryByDatePage }) {
  const { totals } = page;
  return (
    <Card className="mb-3" data-testid="inventory-totals">
      <Card.Body className="d-flex flex-wrap gap-4 align-items-baseline">
        <div>
          <div className="small text-body-secondary">
            Held at the end of {formatDay(new Date(dayTime(page.date)))}
            {page.time_zone !== 'UTC' && ` (${page.time_zone})`}
          </div>
          <div className="fs-4">
            <span data-testid="inventory-units-total">{totals.units.toLocaleString()}</span> units
          </div>
        </div>
        <div>
          <div className="small text-body-secondary">Value at COGS</div>
          <div className="fs-4 text-break" data-testid="inventory-value-totals">
            {totals.values.length === 0
              ? '—'
              : totals.values.map((total, index) => (
                  <span key={total.currency} className="text-nowrap">
                    {index > 0 && ' · '}
                    {formatMoney(total.amount, total.currency)}
                  </span>
                ))}
          </div>
        </div>
        {totals.units_without_cogs > 0 && (
          <div className="small text-body-secondary" data-testid="inventory-units-without-cogs">
            {totals.units_without_cogs.toLocaleString()} units have no COGS and are not valued.
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
