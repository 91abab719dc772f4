import { can, href, skuListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import {
  CsvExportButton,
  CsvImportDialog,
  DataTable,
  Pagination,
  SearchInput,
} from '../../../components/ui/data-table/index.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useCurrentOrganisation } from '../../organisations/hooks/use-current-organisation.ts';
import { skuListQueryOptions, skusPath } from '../api/get-skus.ts';
import { NewSkuDialog } from '../components/new-sku-dialog.tsx';
import { skuColumns } from '../components/sku-columns.tsx';
import { SkuFilters } from '../components/sku-filters.tsx';

export function SkusPage() {
  const { ulid, organisation } = useCurrentOrganisation();
  const editable = organisation ? can(organisation.role, 'editOperationalData') : false;
  const list = useListQuery(skuListQuerySchema);
  const skus = useQuery(skuListQueryOptions(ulid, list.requestParams));

  return (
    <div data-testid="skus-page">
      <PageHeader title="SKUs">
        <div className="d-flex flex-wrap gap-2">
          <Link to={href('skus.mapping', { organisation: ulid })} className="btn btn-outline-primary">
            Map SKUs
          </Link>
          <CsvExportButton path={skusPath(ulid)} params={list.exportParams} />
          {editable && (
            <>
              <CsvImportDialog
                path={skusPath(ulid)}
                noun="SKUs"
                invalidate={[queryKeys.skus(ulid), queryKeys.products(ulid), queryKeys.counts(ulid)]}
                help={
                  <>
                    Header row: <code>sku_id,asin,name,product,cogs,cogs_currency,hidden</code>. A SKU whose
                    id exists is updated; the product is an existing product's name, and empty cells keep what
                    is stored.
                  </>
                }
              />
              <NewSkuDialog organisation={ulid} />
            </>
          )}
        </div>
      </PageHeader>
      <Card>
        <Card.Body className="d-flex flex-wrap gap-2 align-items-center">
          <SearchInput
            value={list.searchInput}
            onChange={list.setSearchInput}
            label="Search SKUs"
            placeholder="SKU, ASIN or name"
          />
          <SkuFilters query={list.query} onChange={list.setFilters} />
        </Card.Body>
        <DataTable
          label="SKUs"
          columns={skuColumns(ulid)}
          rows={skus.data?.data}
          rowKey={(sku) => sku.id}
          loading={skus.isFetching}
          rowTestId="sku-row"
          emptyMessage="No SKU matches."
          sort={{ sort: list.query.sort, sortDesc: list.query.sortDesc, onSort: list.toggleSort }}
          className="mb-0"
        />
        <Card.Footer>
          <Pagination
            meta={skus.data?.meta}
            onPageChange={list.setPage}
            onPerPageChange={list.setPerPage}
            noun="SKUs"
          />
        </Card.Footer>
      </Card>
    </div>
  );
}
