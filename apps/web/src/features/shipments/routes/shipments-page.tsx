import { shipmentListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { PackageOpen, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { ListScreen } from '../../../components/ui/list-screen.tsx';
import { warehouseOptionsQueryOptions } from '../../../lib/api/get-warehouse-options.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { shipmentQueryOptions } from '../api/get-shipment.ts';
import { shipmentListQueryOptions } from '../api/get-shipments.ts';
import { useImportShipmentTransfer } from '../api/import-shipment-transfer.ts';
import { useImportShipmentsFile } from '../api/import-shipments-file.ts';
import { useUpdateShipment } from '../api/update-shipment.ts';
import { shipmentColumns } from '../components/shipment-columns.tsx';
import { ShipmentDialog } from '../components/shipment-dialog.tsx';
import { ShipmentFilters } from '../components/shipment-filters.tsx';
import { ShipmentImportDialog } from '../components/shipment-import-dialog.tsx';

/** Anything but a 422 (which the dialogs show in place) goes to the usual error toast. */
const unlessRefused = (error: unknown) => {
  if (!isApiError(error) || error.status !== 422) notifyError(error);
};

/** Shipments: the marketplace's inbound shipments, each importable as a transfer (full width). */
export function ShipmentsPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const editable = can('editOperationalData');
  const list = useListQuery(shipmentListQuerySchema, { defaults: { sortDesc: true } });
  const shipments = useQuery(shipmentListQueryOptions(organisationUlid, list.requestParams));
  const [importing, setImporting] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const shipment = useQuery({
    ...shipmentQueryOptions(organisationUlid, openId ?? 0),
    enabled: openId !== null,
  });
  const warehouses = useQuery({
    ...warehouseOptionsQueryOptions(organisationUlid),
    enabled: openId !== null,
  });
  const importFile = useImportShipmentsFile({ meta: { errorHandling: 'none' }, onError: unlessRefused });
  const importTransfer = useImportShipmentTransfer({
    meta: { errorHandling: 'none' },
    onError: unlessRefused,
  });
  const update = useUpdateShipment({ meta: { errorHandling: 'none' }, onError: unlessRefused });

  const importButton = (label: string) =>
    editable && (
      <Button variant="outline-primary" onClick={() => setImporting(true)}>
        <Upload aria-hidden="true" />
        {label}
      </Button>
    );

  return (
    <ListScreen
      testId="shipments-page"
      title="Shipments"
      actions={importButton('Import file')}
      list={list}
      query={shipments}
      search={{ label: 'Search shipments', placeholder: 'Shipment id or name' }}
      filters={<ShipmentFilters query={list.query} onChange={list.setFilters} />}
      label="Shipments"
      errorMessage="The shipments could not be loaded."
      columns={shipmentColumns(organisationUlid, (row) => setOpenId(row.id))}
      rowKey={(row) => row.id}
      rowTestId="shipment-row"
      emptyMessage="No shipments yet."
      emptyIntro={{
        icon: PackageOpen,
        text: "Your inbound shipments to Amazon, as Amazon reports them: where each goes, what was shipped and what Amazon has received. Syncing them from your Amazon account arrives with the marketplace connection; until then, import Amazon's inbound-shipment file. Each shipment can become a transfer, so its stock leaves your warehouse and arrives at Amazon as Amazon reports it.",
        action: importButton('Import file'),
      }}
      noMatchMessage="No shipment matches."
      noun="shipments"
    >
      <ShipmentImportDialog
        show={importing}
        onHide={() => setImporting(false)}
        onSubmit={async (file) => {
          const result = await importFile.mutateAsync({ organisationUlid, file });
          notifySuccess(`${result.created} created, ${result.updated} updated.`, 'Shipments imported');
          return result;
        }}
      />
      {openId !== null && (
        <ShipmentDialog
          key={openId}
          organisationUlid={organisationUlid}
          shipment={shipment.data}
          failed={shipment.isError}
          onRetry={() => void shipment.refetch()}
          warehouses={warehouses.data ?? []}
          editable={editable}
          onHide={() => setOpenId(null)}
          onImport={async (request) => {
            const saved = await importTransfer.mutateAsync({ organisationUlid, id: openId, request });
            notifySuccess(
              saved.transfer ? `Transfer #${saved.transfer.id} is up to date.` : 'Imported.',
              saved.shipment_id,
            );
          }}
          onAutoImport={(on) =>
            update.mutateAsync({ organisationUlid, id: openId, shipment: { auto_import: on } })
          }
        />
      )}
    </ListScreen>
  );
}
