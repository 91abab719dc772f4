import type { ForecastDetail, ForecastOverride } from '@backoffice/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import { EmptyState } from '../../../components/ui/query-states.tsx';
import { SegmentedChoice } from '../../../components/ui/segmented-choice.tsx';
import { Accuracy } from './forecast-accuracy.tsx';
import { AmazonRestockPanel } from './forecast-amazon-restock.tsx';
import { ALL_CHANNELS, ForecastChannels } from './forecast-channels.tsx';
import { ForecastChart } from './forecast-chart.tsx';
import { DEFAULT_RANGE_DAYS, FORECAST_RANGES, forecastChartSeries } from './forecast-chart-data.ts';
import { Overrides } from './forecast-overrides.tsx';
import { ForecastRegionPlans } from './forecast-region-plans.tsx';
import { Replenishment } from './forecast-replenishment.tsx';

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
 * The loaded forecast's figures, chart, split by channel, plan per region, replenishment, accuracy
 * and overrides.
 */
export function ForecastDetailBody({
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
        <div className="mt-3">
          <AmazonRestockPanel detail={detail} />
        </div>
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
        <SegmentedChoice
          name="forecast-range"
          label="Chart range"
          options={FORECAST_RANGES.map(({ days, label }) => ({ value: days, label }))}
          value={days}
          onChange={setDays}
        />
        <span className="small text-body-secondary me-auto">of history and of forecast</span>
        {recompute}
      </div>
      <ForecastChart series={series} days={days} channel={channel?.name} />
      <ForecastChannels detail={detail} selected={channel?.key ?? ALL_CHANNELS} onSelect={setChannelKey} />
      <ForecastRegionPlans plans={detail.regions} target={detail.service_level_target} />
      <Row className="g-4 mt-1">
        <Col lg={6}>
          <Replenishment detail={detail} today={today} />
        </Col>
        <Col lg={6}>
          <AmazonRestockPanel detail={detail} />
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
