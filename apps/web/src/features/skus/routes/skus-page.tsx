import { href, SKU_CSV_COLUMNS, skuListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import {
  CsvExportButton,
  CsvImportDialog,
  Pagination,
  SearchInput,
} from '../../../components/ui/data-table/index.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryTable } from '../../../components/ui/query-table.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { resourceRoots, SKU_CHANGES } from '../../../lib/query-keys.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useCreateSku } from '../api/create-sku.ts';
import { skuListQueryOptions } from '../api/get-skus.ts';
import { NewSkuDialog } from '../components/new-sku-dialog.tsx';
import { skuColumns } from '../components/sku-columns.tsx';
import { SkuFilters } from '../components/sku-filters.tsx';
import { skuPaths } from '../skus-paths.ts';

export function SkusPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const editable = can('editOperationalData');
  const navigate = useNavigate();
  const list = useListQuery(skuListQuerySchema);
  const skus = useQuery(skuListQueryOptions(organisationUlid, list.requestParams));
  const create = useCreateSku();

  return (
    <div data-testid="skus-page">
      <PageHeader title="SKUs">
        <div className="d-flex flex-wrap gap-2">
          <Link
            to={href('skus.mapping', { organisation: organisationUlid })}
            className="btn btn-outline-primary"
          >
            Map SKUs
          </Link>
          <CsvExportButton path={skuPaths.list(organisationUlid)} params={list.exportParams} />
          {editable && (
            <>
              <CsvImportDialog
                path={skuPaths.list(organisationUlid)}
                noun="SKUs"
                invalidate={resourceRoots(organisationUlid, SKU_CHANGES)}
                help={
                  <>
                    Header row: <code>{SKU_CSV_COLUMNS.import.join(',')}</code>. A SKU whose id exists is
                    updated; the product is an existing product's name, and empty cells keep what is stored.
                  </>
                }
              />
              <NewSkuDialog
                organisationUlid={organisationUlid}
                onSubmit={async (sku) => {
                  const created = await create.mutateAsync({ organisationUlid, sku });
                  notifySuccess(`SKU ${created.sku_id} was created.`, 'SKUs');
                  void navigate(href('skus.show', { organisation: organisationUlid, id: created.id }));
                }}
              />
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
        <QueryTable
          label="SKUs"
          query={skus}
          errorMessage="The SKUs could not be loaded."
          columns={skuColumns(organisationUlid)}
          rowKey={(sku) => sku.id}
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
