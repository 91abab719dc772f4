import { href, skuListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Barcode, Link2 } from 'lucide-react';
import { useState } from 'react';
import { Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import type { RowKey } from '../../../components/ui/data-table/index.ts';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ReportRequestsLink } from '../../../components/ui/report-requests-link.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { skuListQueryOptions } from '../api/get-skus.ts';
import { useMapSkus } from '../api/map-skus.ts';
import { MappingForm } from '../components/mapping-form.tsx';
import { skuColumns } from '../components/sku-columns.tsx';

const MAPPING_COLUMNS = new Set(['sku_id', 'asin', 'name', 'marketplaces', 'stock']);

/** Bulk mapping: pick unmapped SKUs (across pages), then one product for all of them. */
export function SkuMappingPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const editable = can('editOperationalData');
  const list = useListQuery(skuListQuerySchema, { defaults: { per_page: 50 }, fixed: { mapped: false } });
  const skus = useQuery(skuListQueryOptions(organisationUlid, list.requestParams));
  const map = useMapSkus();
  const [selected, setSelected] = useState<Set<RowKey>>(new Set());
  const columns = skuColumns(organisationUlid).filter((column) => MAPPING_COLUMNS.has(column.key));
  // No unmapped SKU: "every SKU is mapped", or no SKU at all? Only then the whole list's total is
  // asked, and an organisation without SKUs gets the introduction instead of an empty table beside
  // a form with nothing to map.
  const noneUnmapped = !list.filtered && skus.data?.meta.total === 0;
  const allSkus = useQuery({
    ...skuListQueryOptions(organisationUlid, { per_page: 1 }),
    enabled: noneUnmapped,
  });
  const nothingYet = noneUnmapped && allSkus.data?.meta.total === 0;

  return (
    <div data-testid="sku-mapping-page">
      <PageHeader title="SKU Mapping">
        <Link to={href('skus', { organisation: organisationUlid })}>All SKUs</Link>
      </PageHeader>
      {!nothingYet && (
        <p className="text-body-secondary">
          Unmapped SKUs have no product, so their sales and stock count nowhere. Select some and assign them
          to a product.
        </p>
      )}
      <Row>
        <Col lg={nothingYet ? 12 : 8}>
          <ListCard
            className="mb-4"
            list={list}
            query={skus}
            search={{ label: 'Search unmapped SKUs', placeholder: 'SKU, ASIN or name' }}
            label="Unmapped SKUs"
            errorMessage="The unmapped SKUs could not be loaded."
            columns={columns}
            rowKey={(sku) => sku.id}
            rowTestId="unmapped-sku-row"
            emptyMessage={nothingYet ? 'No SKUs yet.' : 'Every SKU is mapped.'}
            emptyIntro={{
              icon: Link2,
              text: 'Here you assign SKUs without a product to one, many at a time, so their sales, stock and costs count for it. SKUs arrive with your marketplace’s reports (request or upload them on Report Requests), from a CSV file or one by one on SKUs; those without a product are listed here.',
              action: (
                <>
                  <ReportRequestsLink organisationUlid={organisationUlid} />
                  <Link
                    to={href('skus', { organisation: organisationUlid })}
                    className="btn btn-outline-primary"
                  >
                    <Barcode aria-hidden="true" />
                    Go to SKUs
                  </Link>
                </>
              ),
            }}
            nothingYet={nothingYet}
            noMatchMessage="No unmapped SKU matches."
            selection={
              editable ? { selected, onChange: setSelected, rowLabel: (sku) => sku.sku_id } : undefined
            }
            noun="SKUs"
          />
        </Col>
        {!nothingYet && (
          <Col lg={4}>
            {editable ? (
              <MappingForm
                organisationUlid={organisationUlid}
                skuIds={[...selected].map(Number)}
                onSubmit={async (mapping) => {
                  const { product, mapped } = await map.mutateAsync({ organisationUlid, mapping });
                  notifySuccess(
                    `Mapped ${mapped} SKU${mapped === 1 ? '' : 's'} to ${product.name}.`,
                    'SKU mapping',
                  );
                  setSelected(new Set());
                }}
              />
            ) : (
              <p className="text-body-secondary">Viewers can look but not map SKUs.</p>
            )}
          </Col>
        )}
      </Row>
    </div>
  );
}
