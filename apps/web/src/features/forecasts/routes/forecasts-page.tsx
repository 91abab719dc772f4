import { type ForecastSummary, forecastListQuerySchema, href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw, Settings, TrendingUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ReportRequestsLink } from '../../../components/ui/report-requests-link.tsx';
import { countOf } from '../../../lib/count-words.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useCreateForecastOverride } from '../api/create-forecast-override.ts';
import { useDeleteForecastOverride } from '../api/delete-forecast-override.ts';
import { forecastQueryOptions } from '../api/get-forecast.ts';
import { forecastAccuracyQueryOptions } from '../api/get-forecast-accuracy.ts';
import { forecastSettingsQueryOptions } from '../api/get-forecast-settings.ts';
import { forecastListQueryOptions } from '../api/get-forecasts.ts';
import { useRecomputeForecasts } from '../api/recompute-forecasts.ts';
import { useUpdateForecastSettings } from '../api/update-forecast-settings.ts';
import { ForecastAccuracySummary } from '../components/forecast-accuracy-summary.tsx';
import { forecastColumns } from '../components/forecast-columns.tsx';
import { todayIn } from '../components/forecast-days.ts';
import { ForecastDetailCard } from '../components/forecast-detail-card.tsx';
import { ForecastFilters } from '../components/forecast-filters.tsx';
import { ForecastOverrideDialog } from '../components/forecast-override-dialog.tsx';
import { newOverrideValues } from '../components/forecast-override-form-schema.ts';
import { ForecastSettingsDialog } from '../components/forecast-settings-dialog.tsx';

/** The query parameter that opens a SKU's forecast on this screen (the spec has no route of its own). */
export const SKU_PARAM = 'sku';

function skuOf(params: URLSearchParams): number | null {
  const value = Number(params.get(SKU_PARAM));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * Forecasts (Planning): what will run out, when, and what to order today. Every SKU with its
 * demand a day, cover, out-of-stock and reorder dates and recommended order, soonest reorder first;
 * a SKU's forecast opens above the list (`?sku=<id>`) with its chart, accuracy and overrides.
 */
export function ForecastsPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const editable = can('editOperationalData');
  const list = useListQuery(forecastListQuerySchema);
  const forecasts = useQuery(forecastListQueryOptions(organisationUlid, list.requestParams));
  const settings = useQuery(forecastSettingsQueryOptions(organisationUlid));
  // While the list shows SKUs queued (it polls), the accuracy follows the recompute too.
  const recomputing = forecasts.data?.data.some((row) => row.queued) ?? false;
  const accuracy = useQuery({
    ...forecastAccuracyQueryOptions(organisationUlid),
    refetchInterval: recomputing ? 3_000 : false,
  });
  const today = todayIn(settings.data?.time_zone);
  const [searchParams] = useSearchParams();
  const skuId = skuOf(searchParams);
  const detail = useQuery({ ...forecastQueryOptions(organisationUlid, skuId ?? 0), enabled: skuId !== null });
  const [dialog, setDialog] = useState<'override' | 'settings' | null>(null);
  const recompute = useRecomputeForecasts();
  const createOverride = useCreateForecastOverride();
  const deleteOverride = useDeleteForecastOverride();
  const updateSettings = useUpdateForecastSettings();

  const linkWith = (sku: number | null) => {
    const query = Object.fromEntries(searchParams);
    if (sku === null) delete query[SKU_PARAM];
    else query[SKU_PARAM] = String(sku);
    return href('forecasts', { organisation: organisationUlid }, query);
  };

  // A SKU opened from the list (below) brings its forecast into view.
  const detailRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (skuId !== null) detailRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [skuId]);

  const runRecompute = (skuIds?: number[]) =>
    recompute.mutate(
      { organisationUlid, skuIds },
      {
        onSuccess: ({ queued }) =>
          notifySuccess(`${countOf(queued, 'SKU', 'SKUs')} queued.`, 'Forecasts recomputing'),
      },
    );
  const recomputeButton = (label = 'Recompute') =>
    editable && (
      <Button disabled={recompute.isPending} onClick={() => runRecompute()}>
        <RefreshCw aria-hidden="true" />
        {label}
      </Button>
    );

  const rows: readonly ForecastSummary[] = forecasts.data?.data ?? [];
  const nothingComputed =
    forecasts.isSuccess &&
    !list.filtered &&
    rows.length > 0 &&
    rows.every((row) => row.generated_at === null && !row.queued);

  return (
    <div data-testid="forecasts-page">
      <PageHeader title="Forecasts">
        <div className="d-flex flex-wrap gap-2">
          {can('manageSettings') && (
            <Button
              variant="outline-secondary"
              disabled={!settings.data}
              onClick={() => setDialog('settings')}
            >
              <Settings aria-hidden="true" />
              Settings
            </Button>
          )}
          {recomputeButton()}
        </div>
      </PageHeader>
      {nothingComputed && (
        <Alert
          variant="info"
          className="d-flex flex-wrap align-items-center gap-2"
          data-testid="forecasts-none"
        >
          <span className="me-auto">
            No forecasts yet. They are made from each SKU’s sales history after reports are processed and
            every night; {editable ? 'recompute to make them now.' : 'a member can recompute them now.'}
          </span>
          {recomputeButton('Recompute now')}
        </Alert>
      )}
      <ForecastAccuracySummary accuracy={accuracy.data} />
      {skuId !== null && (
        <div ref={detailRef} style={{ scrollMarginTop: '4.5rem' }}>
          <ForecastDetailCard
            query={detail}
            closeLink={linkWith(null)}
            today={today}
            onRecompute={editable ? () => runRecompute([skuId]) : undefined}
            recomputing={recompute.isPending}
            onAddOverride={editable ? () => setDialog('override') : undefined}
            onDeleteOverride={
              editable
                ? (override) =>
                    deleteOverride.mutate(
                      { organisationUlid, skuId, id: override.id },
                      { onSuccess: () => notifySuccess('The override was deleted.', 'Forecasts') },
                    )
                : undefined
            }
            deletingOverride={deleteOverride.isPending ? (deleteOverride.variables?.id ?? null) : null}
          />
        </div>
      )}
      <ListCard
        list={list}
        query={forecasts}
        search={{ label: 'Search forecasts', placeholder: 'SKU or product' }}
        filters={<ForecastFilters query={list.query} onChange={list.setFilters} />}
        label="Forecasts"
        errorMessage="The forecasts could not be loaded."
        columns={forecastColumns({ today, detailLink: (row) => linkWith(row.sku.id) })}
        rowKey={(row) => row.sku.id}
        rowTestId="forecast-row"
        emptyMessage="No SKUs to forecast yet."
        emptyIntro={{
          icon: TrendingUp,
          text: 'Forecasts say what will run out, when, and what to order today: each SKU’s daily demand for the next year, learnt from its sales history. They appear once there is sales history: import your orders or inventory ledger in Report Requests.',
          action: <ReportRequestsLink organisationUlid={organisationUlid} />,
        }}
        noMatchMessage="No SKU matches."
        noun="SKUs"
      />
      {dialog === 'override' && skuId !== null && detail.data && (
        <ForecastOverrideDialog
          skuLabel={detail.data.sku.display_name}
          defaultValues={newOverrideValues(today)}
          onHide={() => setDialog(null)}
          onSubmit={async (body) => {
            await createOverride.mutateAsync({ organisationUlid, skuId, body });
            notifySuccess('The override was added; the forecast is being recomputed.', 'Forecasts');
          }}
        />
      )}
      {dialog === 'settings' && settings.data && (
        <ForecastSettingsDialog
          settings={settings.data}
          onHide={() => setDialog(null)}
          onSubmit={async (body) => {
            await updateSettings.mutateAsync({ organisationUlid, body });
            notifySuccess('The settings were saved; every SKU is being recomputed.', 'Forecasts');
          }}
        />
      )}
    </div>
  );
}
