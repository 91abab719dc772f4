import { href, SKU_CSV_COLUMNS, skuListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { CsvButtons } from '../../../components/ui/data-table/index.ts';
import { ListScreen } from '../../../components/ui/list-screen.tsx';
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
    <ListScreen
      testId="skus-page"
      title="SKUs"
      actions={
        <>
          <Link
            to={href('skus.mapping', { organisation: organisationUlid })}
            className="btn btn-outline-primary"
          >
            Map SKUs
          </Link>
          <CsvButtons
            path={skuPaths.list(organisationUlid)}
            exportParams={list.exportParams}
            importable={editable}
            noun="SKUs"
            invalidate={resourceRoots(organisationUlid, SKU_CHANGES)}
            help={
              <>
                Header row: <code>{SKU_CSV_COLUMNS.import.join(',')}</code>. A SKU whose id exists is updated;
                the product is an existing product's name, and empty cells keep what is stored.
              </>
            }
          />
          {editable && (
            <NewSkuDialog
              organisationUlid={organisationUlid}
              onSubmit={async (sku) => {
                const created = await create.mutateAsync({ organisationUlid, sku });
                notifySuccess(`SKU ${created.sku_id} was created.`, 'SKUs');
                void navigate(href('skus.show', { organisation: organisationUlid, id: created.id }));
              }}
            />
          )}
        </>
      }
      list={list}
      query={skus}
      search={{ label: 'Search SKUs', placeholder: 'SKU, ASIN or name' }}
      filters={<SkuFilters query={list.query} onChange={list.setFilters} />}
      label="SKUs"
      errorMessage="The SKUs could not be loaded."
      columns={skuColumns(organisationUlid)}
      rowKey={(sku) => sku.id}
      rowTestId="sku-row"
      emptyMessage="No SKUs yet."
      noMatchMessage="No SKU matches."
      noun="SKUs"
    />
  );
}
