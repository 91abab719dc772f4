import { href, type StockAdjustmentRequest } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Card, Tab, Tabs } from 'react-bootstrap';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageState } from '../../../components/ui/page-state.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useCreateAdjustment } from '../api/create-adjustment.ts';
import { warehouseQueryOptions } from '../api/get-warehouse.ts';
import { AdjustStockModal, type AdjustTarget } from '../components/adjust-stock-modal.tsx';
import { formatSignedQuantity } from '../components/adjustment-form-schema.ts';
import { MovementsTable } from '../components/movements-table.tsx';
import { StockTable } from '../components/stock-table.tsx';
import { WarehouseFlags } from '../components/warehouse-flags.tsx';
import { WarehouseLeadTimes } from '../components/warehouse-lead-times.tsx';
import { WarehouseSummary } from '../components/warehouse-summary.tsx';
import { WarehouseTransfers } from '../components/warehouse-transfers.tsx';

const TABS = ['stock', 'movements', 'transfers'] as const;
type TabKey = (typeof TABS)[number];

/** The open tab is in the URL (?tab=movements), so a link or a reload opens the same view. */
function useTab(): [TabKey, (tab: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const current = TABS.find((tab) => tab === params.get('tab')) ?? 'stock';
  const select = (tab: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (tab && tab !== 'stock') next.set('tab', tab);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  return [current, select];
}

export function WarehousePage() {
  const { ulid: warehouseUlid = '' } = useParams();
  const { organisationUlid, can } = useCurrentOrganisation();
  const editable = can('editOperationalData');
  const warehouse = useQuery(warehouseQueryOptions(organisationUlid, warehouseUlid));
  const adjust = useCreateAdjustment();
  const [tab, setTab] = useTab();
  const [adjusting, setAdjusting] = useState<AdjustTarget | null>(null);

  if (!warehouse.isSuccess) {
    return (
      <PageState
        title="Warehouse"
        query={warehouse}
        loading="Loading warehouse…"
        error="The warehouse could not be loaded."
        notFound="This warehouse does not exist, or it has been deleted."
      >
        <Link to={href('warehouses', { organisation: organisationUlid })}>Back to warehouses</Link>
      </PageState>
    );
  }
  const data = warehouse.data;
  const saveAdjustment = async (body: StockAdjustmentRequest, sku: { label: string } | null) => {
    await adjust.mutateAsync({ organisationUlid, warehouseUlid: data.ulid, body });
    notifySuccess(
      `${sku?.label ?? 'Stock'}: ${formatSignedQuantity(body.quantity)} in ${data.name}.`,
      'Stock adjusted',
    );
  };
  return (
    <div data-testid="warehouse-page">
      <PageHeader
        title={
          <span className="d-inline-flex flex-wrap align-items-center gap-2">
            {data.name} <WarehouseFlags warehouse={data} />
          </span>
        }
      >
        <div className="d-flex gap-2">
          <Link
            to={href('warehouses', { organisation: organisationUlid })}
            className="btn btn-outline-secondary"
          >
            All warehouses
          </Link>
          {editable && (
            <Link
              to={href('warehouses.edit', { organisation: organisationUlid, ulid: data.ulid })}
              className="btn btn-outline-primary"
            >
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          )}
        </div>
      </PageHeader>
      <WarehouseSummary warehouse={data} />
      <WarehouseLeadTimes organisationUlid={organisationUlid} warehouseUlid={data.ulid} editable={editable} />
      <Card>
        <Card.Body>
          <Tabs activeKey={tab} onSelect={setTab} className="mb-3" mountOnEnter>
            <Tab eventKey="stock" title="Stock">
              <StockTable
                organisationUlid={organisationUlid}
                warehouseUlid={data.ulid}
                onAdjust={editable ? setAdjusting : undefined}
              />
            </Tab>
            <Tab eventKey="movements" title="Movements">
              <MovementsTable organisationUlid={organisationUlid} warehouseUlid={data.ulid} />
            </Tab>
            <Tab eventKey="transfers" title="Transfers">
              <WarehouseTransfers
                organisationUlid={organisationUlid}
                warehouseId={data.id}
                warehouseUlid={data.ulid}
              />
            </Tab>
          </Tabs>
        </Card.Body>
      </Card>
      {adjusting && (
        <AdjustStockModal
          organisationUlid={organisationUlid}
          target={adjusting}
          onClose={() => setAdjusting(null)}
          onSubmit={saveAdjustment}
        />
      )}
    </div>
  );
}
