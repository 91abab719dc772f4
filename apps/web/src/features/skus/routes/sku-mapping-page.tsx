import { can, href, skuListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { DataTable, Pagination, type RowKey, SearchInput } from '../../../components/ui/data-table/index.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useCurrentOrganisation } from '../../organisations/hooks/use-current-organisation.ts';
import { skuListQueryOptions } from '../api/get-skus.ts';
import { MappingForm } from '../components/mapping-form.tsx';
import { skuColumns } from '../components/sku-columns.tsx';

const MAPPING_COLUMNS = new Set(['sku_id', 'asin', 'name', 'marketplaces', 'stock']);

/** Bulk mapping: pick unmapped SKUs (across pages), then one product for all of them. */
export function SkuMappingPage() {
  const { ulid, organisation } = useCurrentOrganisation();
  const editable = organisation ? can(organisation.role, 'editOperationalData') : false;
  const list = useListQuery(skuListQuerySchema, { defaults: { per_page: 50 }, fixed: { mapped: false } });
  const skus = useQuery(skuListQueryOptions(ulid, list.requestParams));
  const [selected, setSelected] = useState<Set<RowKey>>(new Set());
  const columns = skuColumns(ulid).filter((column) => MAPPING_COLUMNS.has(column.key));

  return (
    <div data-testid="sku-mapping-page">
      <PageHeader title="SKU Mapping">
        <Link to={href('skus', { organisation: ulid })}>All SKUs</Link>
      </PageHeader>
      <p className="text-body-secondary">
        Unmapped SKUs have no product, so their sales and stock count nowhere. Select some and assign them to
        a product.
      </p>
      <Row>
        <Col lg={8}>
          <Card className="mb-4">
            <Card.Body>
              <SearchInput
                value={list.searchInput}
                onChange={list.setSearchInput}
                label="Search unmapped SKUs"
                placeholder="SKU, ASIN or name"
              />
            </Card.Body>
            <DataTable
              label="Unmapped SKUs"
              columns={columns}
              rows={skus.data?.data}
              rowKey={(sku) => sku.id}
              loading={skus.isFetching}
              rowTestId="unmapped-sku-row"
              emptyMessage={list.query.search ? 'No unmapped SKU matches.' : 'Every SKU is mapped.'}
              sort={{ sort: list.query.sort, sortDesc: list.query.sortDesc, onSort: list.toggleSort }}
              selection={
                editable ? { selected, onChange: setSelected, rowLabel: (sku) => sku.sku_id } : undefined
              }
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
        </Col>
        <Col lg={4}>
          {editable ? (
            <MappingForm
              organisation={ulid}
              skuIds={[...selected].map(Number)}
              onMapped={() => setSelected(new Set())}
            />
          ) : (
            <p className="text-body-secondary">Viewers can look but not map SKUs.</p>
          )}
        </Col>
      </Row>
    </div>
  );
}
