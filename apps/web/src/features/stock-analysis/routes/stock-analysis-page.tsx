import { href, stockListQuerySchema } from '@backoffice/shared';
import { Boxes } from 'lucide-react';
import { useMemo } from 'react';
import { Card, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { countOf } from '../../../lib/count-words.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { analysisColumns } from '../components/analysis-columns.tsx';
import { StockAnalysisEmpty } from '../components/stock-analysis-empty.tsx';
import { StockAnalysisFilters } from '../components/stock-analysis-filters.tsx';
import { VirtualGrid } from '../components/virtual-grid.tsx';
import { useStockAnalysis } from '../hooks/use-stock-analysis.ts';

/** Every row is this tall (px): the grid renders only the rows in view. */
export const ANALYSIS_ROW_HEIGHT = 32;

/**
 * Stock Analysis (full width): every SKU in one dense grid, its stock per warehouse, velocity,
 * forecast, dates and money at risk. The grid loads 500 rows at a time as it scrolls and renders
 * only those in view; sort and filters are the API's and live in the URL.
 */
export function StockAnalysisPage() {
  const { organisationUlid } = useCurrentOrganisation();
  const list = useListQuery(stockListQuerySchema, { defaults: { sortDesc: true } });
  const params = list.exportParams;
  const { analysis, warehouses, rows, total, loadMore } = useStockAnalysis(organisationUlid, params);
  const columns = useMemo(
    () =>
      analysisColumns({
        warehouses,
        skuLink: (row) => href('forecasts', { organisation: organisationUlid }, { sku: String(row.sku.id) }),
      }),
    [warehouses, organisationUlid],
  );

  const { isFetchingNextPage, fetchNextPage } = analysis;
  const { sort, sortDesc } = list.query;
  const resetKey = JSON.stringify(params);

  return (
    <div data-testid="stock-analysis-page">
      <PageHeader title="Stock Analysis">
        <Link to={href('stocks', { organisation: organisationUlid })} className="btn btn-outline-secondary">
          <Boxes aria-hidden="true" />
          Stock
        </Link>
      </PageHeader>
      <Card>
        <Card.Body className="d-flex flex-wrap gap-2 align-items-center">
          <StockAnalysisFilters
            list={list}
            warehouses={warehouses}
            count={
              analysis.data && (
                <>
                  <span data-testid="stock-analysis-count" className="fw-semibold text-body">
                    {countOf(total, 'SKU', 'SKUs')}
                  </span>
                  {rows.length < total && ` · ${rows.length.toLocaleString()} loaded`}
                </>
              )
            }
          />
        </Card.Body>
        {analysis.isError && !analysis.data ? (
          <ErrorState
            message="The stock analysis could not be loaded."
            onRetry={() => void analysis.refetch()}
            className="m-3"
          />
        ) : !analysis.data ? (
          <LoadingState label="Loading stock…" />
        ) : total === 0 ? (
          <StockAnalysisEmpty
            filtered={list.filtered}
            onClear={list.reset}
            skusPath={href('skus', { organisation: organisationUlid })}
          />
        ) : (
          <VirtualGrid
            label="Stock analysis"
            columns={columns}
            rows={rows}
            rowKey={(row) => row.sku.id}
            rowHeight={ANALYSIS_ROW_HEIGHT}
            sort={{ sort, sortDesc, onSort: list.toggleSort }}
            totalRows={total}
            onNearEnd={loadMore}
            resetKey={resetKey}
            dimmed={analysis.isFetching && !isFetchingNextPage}
            rowTestId="stock-analysis-row"
            footer={
              isFetchingNextPage ? (
                <span role="status" className="text-body-secondary">
                  <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                  Loading more SKUs…
                </span>
              ) : analysis.isFetchNextPageError ? (
                <ErrorState message="More SKUs could not be loaded." onRetry={() => void fetchNextPage()} />
              ) : undefined
            }
          />
        )}
      </Card>
    </div>
  );
}
