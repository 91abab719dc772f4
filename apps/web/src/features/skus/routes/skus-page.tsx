import { type CreateSkuRequest, href, SKU_CSV_COLUMNS, skuListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Barcode, Link2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { CsvButtons, CsvImportDialog } from '../../../components/ui/data-table/index.ts';
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
  const createSku = async (sku: CreateSkuRequest) => {
    const created = await create.mutateAsync({ organisationUlid, sku });
    notifySuccess(`SKU ${created.sku_id} was created.`, 'SKUs');
    void navigate(href('skus.show', { organisation: organisationUlid, id: created.id }));
  };
  // One import set-up for the list's "Import CSV" and the empty list's first action.
  const csvImport = {
    path: skuPaths.list(organisationUlid),
    noun: 'SKUs',
    invalidate: resourceRoots(organisationUlid, SKU_CHANGES),
    help: (
      <>
        Header row: <code>{SKU_CSV_COLUMNS.import.join(',')}</code>. A SKU whose id exists is updated; the
        product is an existing product's name, and empty cells keep what is stored.
      </>
    ),
  };

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
            <Link2 aria-hidden="true" />
            Map SKUs
          </Link>
          <CsvButtons {...csvImport} exportParams={list.exportParams} importable={editable} />
          {editable && <NewSkuDialog organisationUlid={organisationUlid} onSubmit={createSku} />}
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
      emptyIntro={{
        icon: Barcode,
        text: 'SKUs are the listings you sell, each with its SKU id and ASIN. Mapped to products, they show stock, cost and health per item. Bring them in from a CSV file or add them one by one.',
        action: editable && (
          <>
            <CsvImportDialog {...csvImport} label="Import SKUs from CSV" variant="primary" />
            <NewSkuDialog
              organisationUlid={organisationUlid}
              label="Add your first SKU"
              onSubmit={createSku}
            />
          </>
        ),
      }}
      noMatchMessage="No SKU matches."
      noun="SKUs"
    />
  );
}
