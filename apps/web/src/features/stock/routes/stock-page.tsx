import { href, stockListQuerySchema } from '@backoffice/shared';
import { Boxes, RefreshCw, Table2, Tag } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { CsvExportButton } from '../../../components/ui/data-table/index.ts';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ReportRequestsLink } from '../../../components/ui/report-requests-link.tsx';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { skuCount } from '../api/get-stock.ts';
import { stockColumns } from '../components/stock-columns.tsx';
import { warehouseNames } from '../components/stock-figures.tsx';
import { StockFilters } from '../components/stock-filters.tsx';
import { StockNotComputedAlert } from '../components/stock-not-computed-alert.tsx';
import { StockSummaryCards } from '../components/stock-summary-cards.tsx';
import { useStockData } from '../hooks/use-stock-data.ts';
import { stockPaths } from '../stock-paths.ts';
import '../components/stock.css';

/**
 * Stock (Inventory): units per SKU in each warehouse, in transit and on order, with each SKU's
 * health (out of stock, reorder now or soon, healthy, overstocked) and the money at stake, most at
 * risk first. The counts per status above the list filter it; everything is in the URL.
 */
export function StockPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const editable = can('editOperationalData');
  const list = useListQuery(stockListQuerySchema, { defaults: { sortDesc: true } });
  const { summary, stock, nothingComputed, computing, compute, recomputing } = useStockData(
    organisationUlid,
    list.requestParams,
  );
  const names = useMemo(() => warehouseNames(summary.data), [summary.data]);
  const hasSkus = summary.data === undefined || skuCount(summary.data) > 0;

  const columns = useMemo(
    () =>
      stockColumns({
        names,
        skuLink: (row) => href('forecasts', { organisation: organisationUlid }, { sku: String(row.sku.id) }),
      }),
    [names, organisationUlid],
  );

  return (
    <div data-testid="stock-page">
      <PageHeader title="Stock">
        {hasSkus && (
          <div className="d-flex flex-wrap gap-2">
            <CsvExportButton path={stockPaths.list(organisationUlid)} params={list.exportParams} />
            <Link
              to={href('stocks-analysis', { organisation: organisationUlid })}
              className="btn btn-outline-secondary"
            >
              <Table2 aria-hidden="true" />
              Analysis
            </Link>
            {editable && !nothingComputed && (
              <Button variant="outline-secondary" disabled={recomputing} onClick={compute}>
                <RefreshCw aria-hidden="true" />
                Recompute
              </Button>
            )}
          </div>
        )}
      </PageHeader>
      {nothingComputed && (
        <StockNotComputedAlert
          notComputed={summary.data?.not_computed ?? 0}
          computing={computing}
          editable={editable}
          recomputing={recomputing}
          onCompute={compute}
        />
      )}
      {summary.data && hasSkus && (
        <StockSummaryCards
          summary={summary.data}
          status={list.query.status}
          onStatus={(status) => list.setFilters({ status })}
        />
      )}
      <ListCard
        list={list}
        query={stock}
        search={{ label: 'Search stock', placeholder: 'SKU or product' }}
        filters={
          <StockFilters
            query={list.query}
            warehouses={summary.data?.warehouses ?? []}
            onChange={list.setFilters}
          />
        }
        label="Stock"
        errorMessage="The stock could not be loaded."
        columns={columns}
        rowKey={(row) => row.sku.id}
        rowTestId="stock-row"
        emptyMessage="No SKUs yet."
        emptyIntro={{
          icon: Boxes,
          text: 'Stock shows each SKU’s units in every warehouse, what is in transit and on order, and its health: what is out of stock, what to reorder now and where money sits in excess stock. Add your SKUs, or import your orders and inventory in Report Requests.',
          action: (
            <>
              <Link to={href('skus', { organisation: organisationUlid })} className="btn btn-primary">
                <Tag aria-hidden="true" />
                Go to SKUs
              </Link>
              <ReportRequestsLink organisationUlid={organisationUlid} variant="outline-primary" />
            </>
          ),
        }}
        noMatchMessage="No SKU matches."
        noun="SKUs"
      />
    </div>
  );
}
