import type { ForecastAccuracy } from '@backoffice/shared';
import { Card } from 'react-bootstrap';
import { countOf } from '../../../lib/count-words.ts';
import { formatScore, formatShare, MASE_HINT, shortModelLabel } from './forecast-figures.tsx';

/**
 * How good the organisation's forecasts are, from the backtests stored with them: the chosen
 * models' mean MASE beside repeating last week's, how many SKUs beat it, WAPE, and the models
 * chosen. Nothing until a forecast has a model.
 */
export function ForecastAccuracySummary({ accuracy }: { accuracy: ForecastAccuracy | undefined }) {
  if (!accuracy || accuracy.skus === 0) return null;
  const { mase, baseline_mase: baseline } = accuracy;
  const lessError = mase !== null && baseline !== null && baseline > 0 ? 1 - mase / baseline : null;
  return (
    <Card className="mb-3" data-testid="forecast-accuracy-summary">
      <Card.Body className="py-2 small d-flex flex-wrap column-gap-4 row-gap-1 align-items-baseline">
        <span>
          <abbr title={MASE_HINT}>MASE</abbr> <strong data-testid="accuracy-mase">{formatScore(mase)}</strong>{' '}
          against repeating last week’s {formatScore(baseline)}
          {lessError !== null && (
            <>
              {' '}
              ({formatShare(Math.abs(lessError))} {lessError >= 0 ? 'less' : 'more'} error)
            </>
          )}
        </span>
        <span>
          {accuracy.beating_baseline} of {countOf(accuracy.skus, 'SKU', 'SKUs')} beat it
        </span>
        <span>
          <abbr title="Weighted absolute percentage error: the backtests' absolute errors over the units sold, weighted by each SKU's demand">
            WAPE
          </abbr>{' '}
          <strong>{formatShare(accuracy.wape)}</strong>
        </span>
        <span className="text-body-secondary">
          Models:{' '}
          {accuracy.models.map((row, index) => (
            <span key={row.model}>
              {index > 0 && ', '}
              {shortModelLabel(row.model)} {row.skus.toLocaleString()}
            </span>
          ))}
        </span>
      </Card.Body>
    </Card>
  );
}
