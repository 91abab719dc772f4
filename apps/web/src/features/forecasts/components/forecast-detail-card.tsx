import { FORECAST_MODEL_LABELS, type ForecastDetail, type ForecastOverride } from '@backoffice/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Plus, RefreshCw, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge, Button, ButtonGroup, Card, Col, Row, Table, ToggleButton } from 'react-bootstrap';
import { Link } from 'react-router';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button.tsx';
import { DetailField } from '../../../components/ui/detail-field.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { ALL_CHANNELS, ForecastChannels } from './forecast-channels.tsx';
import { ForecastChart } from './forecast-chart.tsx';
import { DEFAULT_RANGE_DAYS, FORECAST_RANGES, forecastChartSeries } from './forecast-chart-data.ts';
import {
  CalendarDay,
  formatRate,
  formatScore,
  formatShare,
  MASE_HINT,
  modelLabel,
  ReorderDate,
} from './forecast-figures.tsx';

export interface ForecastDetailCardProps {
  query: Pick<UseQueryResult<ForecastDetail>, 'data' | 'isPending' | 'isError' | 'error' | 'refetch'>;
  /** The list's URL without `sku`: closes the card. */
  closeLink: string;
  today: string;
  /** Absent for a viewer. */
  onRecompute?: () => void;
  recomputing?: boolean;
  onAddOverride?: () => void;
  onDeleteOverride?: (override: ForecastOverride) => void;
  deletingOverride?: number | null;
}

/**
 * One SKU's forecast on the list's screen (`?sku=<id>`): the chart of demand sold and forecast
 * (of the SKU, or of one of its sales channels), its split by channel, the chosen model's
 * accuracy beside the others', what to order and when, and the overrides.
 */
export function ForecastDetailCard(props: ForecastDetailCardProps) {
  const { query, closeLink } = props;
  const detail = query.data;
  return (
    <Card className="mb-4" data-testid="forecast-detail" aria-labelledby="forecast-detail-title">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <div className="me-auto" style={{ minWidth: 0 }}>
          <h2 id="forecast-detail-title" className="h5 mb-0 text-break">
            {detail ? detail.sku.display_name : 'Forecast'}
          </h2>
          {detail && detail.sku.display_name !== detail.sku.sku_id && (
            <div className="small text-body-secondary text-break">{detail.sku.sku_id}</div>
          )}
        </div>
        {detail?.queued && (
          <Badge bg="secondary" data-testid="forecast-detail-queued">
            Queued
          </Badge>
        )}
        <Link to={closeLink} className="btn btn-sm btn-outline-secondary">
          <X aria-hidden="true" />
          Close
        </Link>
      </Card.Header>
      <Card.Body>
        {query.isPending ? (
          <LoadingState label="Loading the forecast…" />
        ) : query.isError || !detail ? (
          <ErrorState
            message={
              isApiError(query.error) && query.error.status === 404
                ? 'This SKU does not exist, or it is hidden.'
                : 'The forecast could not be loaded.'
            }
            onRetry={() => void query.refetch()}
          />
        ) : (
          <ForecastDetailBody {...props} detail={detail} />
        )}
      </Card.Body>
    </Card>
  );
}

function ForecastDetailBody({
  detail,
  today,
  onRecompute,
  recomputing,
  onAddOverride,
  onDeleteOverride,
  deletingOverride,
}: ForecastDetailCardProps & { detail: ForecastDetail }) {
  const [days, setDays] = useState<number>(DEFAULT_RANGE_DAYS);
  const [channelKey, setChannelKey] = useState<string>(ALL_CHANNELS);
  // A channel gone since (a recompute dropped it) leaves the chart on the whole SKU.
  const channel = detail.channels.find((each) => each.key === channelKey);
  const series = useMemo(
    () => forecastChartSeries(detail, days, channel?.key ?? null),
    [detail, days, channel?.key],
  );
  const recompute = onRecompute && (
    <Button size="sm" variant="outline-primary" disabled={recomputing || detail.queued} onClick={onRecompute}>
      <RefreshCw aria-hidden="true" />
      Recompute this SKU
    </Button>
  );
  if (detail.model === null && detail.points.length === 0) {
    return (
      <>
        <EmptyState>
          No forecast: this SKU has no sales history yet. It gets one once orders or inventory ledger reports
          with its sales are imported and it is recomputed.
        </EmptyState>
        {recompute && <div className="mt-3">{recompute}</div>}
        <Overrides
          detail={detail}
          onAdd={onAddOverride}
          onDelete={onDeleteOverride}
          deleting={deletingOverride ?? null}
        />
      </>
    );
  }
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <ButtonGroup size="sm" aria-label="Chart range">
          {FORECAST_RANGES.map((option) => (
            <ToggleButton
              key={option.days}
              id={`forecast-range-${option.days}`}
              type="radio"
              variant="outline-secondary"
              name="forecast-range"
              value={option.days}
              checked={days === option.days}
              onChange={() => setDays(option.days)}
            >
              {option.label}
            </ToggleButton>
          ))}
        </ButtonGroup>
        <span className="small text-body-secondary me-auto">of history and of forecast</span>
        {recompute}
      </div>
      <ForecastChart series={series} days={days} channel={channel?.name} />
      <ForecastChannels detail={detail} selected={channel?.key ?? ALL_CHANNELS} onSelect={setChannelKey} />
      <Row className="g-4 mt-1">
        <Col lg={6}>
          <Replenishment detail={detail} today={today} />
        </Col>
        <Col lg={6}>
          <Accuracy detail={detail} />
        </Col>
      </Row>
      <Overrides
        detail={detail}
        onAdd={onAddOverride}
        onDelete={onDeleteOverride}
        deleting={deletingOverride ?? null}
      />
    </>
  );
}

function Replenishment({ detail, today }: { detail: ForecastDetail; today: string }) {
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

function Accuracy({ detail }: { detail: ForecastDetail }) {
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

function overrideEffect(override: ForecastOverride): string {
  return override.kind === 'multiplier'
    ? `× ${formatRate(override.value)}`
    : `${formatRate(override.value)} units a day`;
}

function Overrides({
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
