import type { ForecastSummary } from '@backoffice/shared';
import { RefreshCw, Settings, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ReportRequestsLink } from '../../../components/ui/report-requests-link.tsx';
import { countOf } from '../../../lib/count-words.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useDeleteForecastOverride } from '../api/delete-forecast-override.ts';
import { useRecomputeForecasts } from '../api/recompute-forecasts.ts';
import { ForecastAccuracySummary } from '../components/forecast-accuracy-summary.tsx';
import { forecastColumns } from '../components/forecast-columns.tsx';
import { ForecastFilters } from '../components/forecast-filters.tsx';
import { useForecastsData } from '../hooks/use-forecasts-data.ts';
import { ForecastDetailSection } from './forecast-detail-section.tsx';
import { type ForecastDialog, ForecastDialogs } from './forecast-dialogs.tsx';

/**
 * Forecasts (Planning): what will run out, when, and what to order today. Every SKU with its
 * demand a day, cover, out-of-stock and reorder dates and recommended order, soonest reorder first;
 * a SKU's forecast opens above the list (`?sku=<id>`) with its chart, accuracy and overrides.
 */
export function ForecastsPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const editable = can('editOperationalData');
  const { list, forecasts, settings, accuracy, today, skuId, detail, linkWith } =
    useForecastsData(organisationUlid);
  const [dialog, setDialog] = useState<ForecastDialog>(null);
  const recompute = useRecomputeForecasts();
  const deleteOverride = useDeleteForecastOverride();

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
        <ForecastDetailSection
          skuId={skuId}
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
      )}
      <ListCard
        list={list}
        query={forecasts}
        search={{ label: 'Search forecasts', placeholder: 'SKU or product' }}
        filters={<ForecastFilters query={list.query} onChange={list.setFilters} />}
        label="Forecasts"
        errorMessage="The forecasts could not be loaded."
        columns={forecastColumns({
          today,
          detailLink: (row) => linkWith(row.sku.id),
          amazonAdvice: rows.some((row) => row.amazon_restock !== null),
        })}
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
      <ForecastDialogs
        organisationUlid={organisationUlid}
        dialog={dialog}
        onHide={() => setDialog(null)}
        skuId={skuId}
        detail={detail.data}
        settings={settings.data}
        today={today}
      />
    </div>
  );
}
