import type { ForecastDetail, ForecastOverride } from '@backoffice/shared';
import { Plus } from 'lucide-react';
import { Button, Table } from 'react-bootstrap';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button.tsx';
import { EmptyState } from '../../../components/ui/query-states.tsx';
import { CalendarDay, formatRate } from './forecast-figures.tsx';

function overrideEffect(override: ForecastOverride): string {
  return override.kind === 'multiplier'
    ? `× ${formatRate(override.value)}`
    : `${formatRate(override.value)} units a day`;
}

/** The overrides that change the forecast, with adding and deleting them. */
export function Overrides({
  detail,
  onAdd,
  onDelete,
  deleting,
}: {
  detail: ForecastDetail;
  onAdd?: () => void;
  onDelete?: (override: ForecastOverride) => void;
  deleting: number | null;
}) {
  return (
    <section aria-labelledby="forecast-overrides-title" className="mt-4" data-testid="forecast-overrides">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h3 id="forecast-overrides-title" className="h6 mb-0 me-auto">
          Overrides
        </h3>
        {onAdd && (
          <Button size="sm" variant="outline-primary" onClick={onAdd}>
            <Plus aria-hidden="true" />
            Add override
          </Button>
        )}
      </div>
      {detail.overrides.length === 0 ? (
        <EmptyState>
          None. An override adjusts the forecast for a period: a promotion, a paused listing, a known large
          order.
        </EmptyState>
      ) : (
        <Table size="sm" responsive className="align-middle mb-0" aria-label="Overrides">
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Change</th>
              <th scope="col">Note</th>
              {onDelete && (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {detail.overrides.map((override) => (
              <tr key={override.id} data-testid="forecast-override-row">
                <td className="text-nowrap">
                  <CalendarDay day={override.starts_on} /> – <CalendarDay day={override.ends_on} />
                </td>
                <td className="text-nowrap">{overrideEffect(override)}</td>
                <td className="text-break">{override.note ?? '—'}</td>
                {onDelete && (
                  <td className="text-end">
                    <ConfirmDeleteButton
                      label="Delete"
                      title="Delete this override?"
                      pending={deleting === override.id}
                      onConfirm={() => onDelete(override)}
                    >
                      The forecast of {detail.sku.display_name} goes back to the model's from{' '}
                      <CalendarDay day={override.starts_on} /> to <CalendarDay day={override.ends_on} />, and
                      the SKU is recomputed.
                    </ConfirmDeleteButton>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
