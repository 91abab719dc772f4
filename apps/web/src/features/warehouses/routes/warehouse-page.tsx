import { can, href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Card, Tab, Tabs } from 'react-bootstrap';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useCurrentOrganisation } from '../../organisations/hooks/use-current-organisation.ts';
import { warehouseQueryOptions } from '../api/get-warehouse.ts';
import { AdjustStockModal, type AdjustTarget } from '../components/adjust-stock-modal.tsx';
import { MovementsTable } from '../components/movements-table.tsx';
import { StockTable } from '../components/stock-table.tsx';
import { WarehouseFlags } from '../components/warehouse-flags.tsx';
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
  const { ulid, organisation } = useCurrentOrganisation();
  const editable = can(organisation?.role ?? 'viewer', 'editOperationalData');
  const warehouse = useQuery(warehouseQueryOptions(ulid, warehouseUlid));
  const [tab, setTab] = useTab();
  const [adjusting, setAdjusting] = useState<AdjustTarget | null>(null);

  if (warehouse.isPending) return <PageSpinner label="Loading warehouse…" />;
  if (warehouse.isError) {
    return (
      <>
        <PageHeader title="Warehouse" />
        <Alert variant="danger">The warehouse could not be loaded.</Alert>
      </>
    );
  }
  const data = warehouse.data;
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
          <Link to={href('warehouses', { organisation: ulid })} className="btn btn-outline-secondary">
            All warehouses
          </Link>
          {editable && (
            <Link
              to={href('warehouses.edit', { organisation: ulid, ulid: data.ulid })}
              className="btn btn-outline-primary"
            >
              Edit
            </Link>
          )}
        </div>
      </PageHeader>
      <WarehouseSummary warehouse={data} />
      <Card>
        <Card.Body>
          <Tabs activeKey={tab} onSelect={setTab} className="mb-3" mountOnEnter>
            <Tab eventKey="stock" title="Stock">
              <StockTable
                organisation={ulid}
                warehouse={data.ulid}
                onAdjust={editable ? setAdjusting : undefined}
              />
            </Tab>
            <Tab eventKey="movements" title="Movements">
              <MovementsTable organisation={ulid} warehouse={data.ulid} />
            </Tab>
            <Tab eventKey="transfers" title="Transfers">
              <WarehouseTransfers organisation={ulid} warehouse={data.ulid} />
            </Tab>
          </Tabs>
        </Card.Body>
      </Card>
      {adjusting && (
        <AdjustStockModal
          organisation={ulid}
          warehouse={data}
          target={adjusting}
          onClose={() => setAdjusting(null)}
        />
      )}
    </div>
  );
}
