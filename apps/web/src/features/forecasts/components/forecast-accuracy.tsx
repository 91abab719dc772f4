import { FORECAST_MODEL_LABELS, type ForecastDetail } from '@backoffice/shared';
import { Badge, Table } from 'react-bootstrap';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatRate, formatScore, formatShare, MASE_HINT, modelLabel } from './forecast-figures.tsx';

/** How the forecast compares with what actually sold. */
export function Accuracy({ detail }: { detail: ForecastDetail }) {
  const average = detail.points.slice(0, 30);
  const daily = average.length ? average.reduce((sum, point) => sum + point.units, 0) / average.length : null;
  return (
    <section aria-labelledby="forecast-accuracy-title" data-testid="forecast-accuracy">
      <h3 id="forecast-accuracy-title" className="h6">
        Model and accuracy
      </h3>
      <p className="mb-1">
        <span className="fw-semibold" data-testid="forecast-detail-model">
          {modelLabel(detail.model)}
        </span>
        {daily !== null && (
          <span className="text-body-secondary">
            {' '}
            · {formatRate(daily)} units a day over the next 30 days
          </span>
        )}
      </p>
      <p className="small text-body-secondary mb-2">
        <abbr title={MASE_HINT}>MASE</abbr> {formatScore(detail.mase)} against{' '}
        {formatScore(detail.baseline_mase)} for repeating last week (seasonal naive); below 1 beats it. WAPE{' '}
        {formatShare(detail.wape)}.{detail.generated_at && <> Made {formatDateTime(detail.generated_at)}.</>}
      </p>
      {detail.scores.length > 0 && (
        <Table size="sm" responsive className="mb-0 small" aria-label="Models tried">
          <thead>
            <tr>
              <th scope="col">Model</th>
              <th scope="col" className="text-end">
                <abbr title={MASE_HINT}>MASE</abbr>
              </th>
              <th scope="col" className="text-end">
                <abbr title="Weighted absolute percentage error: the backtest's errors as a share of the units sold">
                  WAPE
                </abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.scores.map((score) => (
              <tr key={score.model} className={score.model === detail.model ? 'fw-semibold' : undefined}>
                <td>
                  {FORECAST_MODEL_LABELS[score.model]}
                  {score.model === detail.model && (
                    <Badge bg="primary" className="ms-1">
                      Chosen
                    </Badge>
                  )}
                </td>
                <td className="text-end">{formatScore(score.mase)}</td>
                <td className="text-end">{formatShare(score.wape)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
