import {
  href,
  STOCK_STATUS_LABELS,
  STOCK_STATUSES,
  type StockAnalysisRow,
  type StockStatus,
  stockListQuerySchema,
} from '@backoffice/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Boxes, Tag } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Button, Card, Form, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { SearchInput } from '../../../components/ui/data-table/index.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { countOf } from '../../../lib/count-words.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { stockAnalysisQueryOptions, stockSummaryQueryOptions } from '../api/get-stock-analysis.ts';
import { analysisColumns } from '../components/analysis-columns.tsx';
import { VirtualGrid } from '../components/virtual-grid.tsx';

/** Every row is this tall (px): the grid renders only the rows in view. */
export const ANALYSIS_ROW_HEIGHT = 32;
const SELECT_STYLE = { width: 'auto', maxWidth: '100%' };

/**
 * Stock Analysis (full width): every SKU in one dense grid, its stock per warehouse, velocity,
 * forecast, dates and money at risk. The grid loads 500 rows at a time as it scrolls and renders
 * only those in view; sort and filters are the API's and live in the URL.
 */
export function StockAnalysisPage() {
  const { organisationUlid } = useCurrentOrganisation();
  const list = useListQuery(stockListQuerySchema, { defaults: { sortDesc: true } });
  const params = list.exportParams;
  const summary = useQuery(stockSummaryQueryOptions(organisationUlid));
  const analysis = useInfiniteQuery(stockAnalysisQueryOptions(organisationUlid, params));
  const warehouses = summary.data?.warehouses ?? [];

  const rows = useMemo<StockAnalysisRow[]>(
    () => analysis.data?.pages.flatMap((page) => page.data) ?? [],
    [analysis.data],
  );
  const total = analysis.data?.pages[0]?.meta.total ?? 0;
  const columns = useMemo(
    () =>
      analysisColumns({
        warehouses,
        skuLink: (row) => href('forecasts', { organisation: organisationUlid }, { sku: String(row.sku.id) }),
      }),
    [warehouses, organisationUlid],
  );

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = analysis;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const { sort, sortDesc, status, warehouse_id } = list.query;
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
          <SearchInput
            value={list.searchInput}
            onChange={list.setSearchInput}
            label="Search SKUs"
            placeholder="SKU or product"
          />
          <Form.Select
            size="sm"
            aria-label="Status"
            style={SELECT_STYLE}
            value={status ?? ''}
            onChange={(event) =>
              list.setFilters({ status: (event.target.value || undefined) as StockStatus | undefined })
            }
          >
            <option value="">Any status</option>
            {STOCK_STATUSES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {STOCK_STATUS_LABELS[candidate]}
              </option>
            ))}
          </Form.Select>
          <Form.Select
            size="sm"
            aria-label="Warehouse"
            style={SELECT_STYLE}
            value={warehouse_id ?? ''}
            onChange={(event) =>
              list.setFilters({ warehouse_id: event.target.value ? Number(event.target.value) : undefined })
            }
          >
            <option value="">Every warehouse</option>
            {warehouses.map((warehouse) => (
              <option key={warehouse.id} value={warehouse.id}>
                {warehouse.name}
              </option>
            ))}
          </Form.Select>
          <span className="ms-auto small text-body-secondary" aria-live="polite">
            {analysis.data && (
              <>
                <span data-testid="stock-analysis-count" className="fw-semibold text-body">
                  {countOf(total, 'SKU', 'SKUs')}
                </span>
                {rows.length < total && ` · ${rows.length.toLocaleString()} loaded`}
              </>
            )}
          </span>
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
          list.filtered ? (
            <EmptyState className="px-3 pb-3">
              No SKU matches.{' '}
              <Button variant="link" size="sm" className="p-0 align-baseline" onClick={list.reset}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <EmptyState
              title="No SKUs yet."
              icon={Boxes}
              action={
                <Link to={href('skus', { organisation: organisationUlid })} className="btn btn-primary">
                  <Tag aria-hidden="true" />
                  Go to SKUs
                </Link>
              }
            >
              Stock Analysis lays every SKU out in one grid: stock per warehouse, sales velocity, forecast,
              reorder dates and money at risk. It fills as SKUs are added or reports are imported.
            </EmptyState>
          )
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
