import {
  FORECAST_MODEL_LABELS,
  FORECAST_MODELS,
  type ForecastListQuery,
  type ForecastModelName,
} from '@backoffice/shared';
import { Form } from 'react-bootstrap';
import type { ListQueryPatch } from '../../../lib/list-query-state.ts';

const SELECT_STYLE = { width: 'auto', maxWidth: '100%' };

/** The forecasts list's filters beside its search box; each change goes to the URL through the caller. */
export function ForecastFilters({
  query,
  onChange,
}: {
  query: ForecastListQuery;
  onChange: (patch: ListQueryPatch<ForecastListQuery>) => void;
}) {
  return (
    <>
      <Form.Select
        size="sm"
        aria-label="Model"
        style={SELECT_STYLE}
        value={query.model ?? ''}
        onChange={(event) =>
          onChange({ model: (event.target.value || undefined) as ForecastModelName | undefined })
        }
      >
        <option value="">Any model</option>
        {FORECAST_MODELS.map((model) => (
          <option key={model} value={model}>
            {FORECAST_MODEL_LABELS[model]}
          </option>
        ))}
      </Form.Select>
      <Form.Check
        type="switch"
        id="forecast-filter-reorder-due"
        label="Reorder due"
        checked={query.reorder_due === true}
        onChange={(event) => onChange({ reorder_due: event.target.checked ? true : undefined })}
      />
    </>
  );
}
