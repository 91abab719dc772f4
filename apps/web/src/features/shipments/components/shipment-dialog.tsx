import type { ImportShipmentTransferRequest, Shipment } from '@backoffice/shared';
import { Alert, Button, Modal } from 'react-bootstrap';
import { ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import type { WarehouseOption } from '../../../lib/api/get-warehouse-options.ts';
import { ShipmentImportSection } from './shipment-import-section.tsx';
import { ShipmentItemsTable } from './shipment-items-table.tsx';
import { ShipmentSummary } from './shipment-summary.tsx';

/**
 * A shipment's details: where it goes, its items (each seller SKU and the SKU it maps to) and its
 * transfer. "Import as transfer" creates or updates the transfer (origin and destination chosen
 * here when the shipment does not say); the switch makes every later update of the shipment do so.
 */
export function ShipmentDialog({
  organisationUlid,
  shipment,
  failed,
  onRetry,
  warehouses,
  editable,
  onHide,
  onImport,
  onAutoImport,
}: {
  organisationUlid: string;
  /** Undefined while it loads (or when it `failed`). */
  shipment: Shipment | undefined;
  failed: boolean;
  onRetry: () => void;
  warehouses: readonly WarehouseOption[];
  editable: boolean;
  onHide: () => void;
  onImport: (request: ImportShipmentTransferRequest) => Promise<unknown>;
  onAutoImport: (on: boolean) => Promise<unknown>;
}) {
  return (
    <Modal show onHide={onHide} size="xl" fullscreen="md-down" aria-labelledby="shipment-dialog-title">
      <Modal.Header closeButton>
        <Modal.Title id="shipment-dialog-title" as="h2" className="h5 text-break">
          Shipment {shipment?.shipment_id ?? ''}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {!shipment ? (
          failed ? (
            <ErrorState message="The shipment could not be loaded." onRetry={onRetry} />
          ) : (
            <LoadingState label="Loading shipment…" />
          )
        ) : (
          <>
            {shipment.name && <p className="text-body-secondary text-break">{shipment.name}</p>}
            <ShipmentSummary organisationUlid={organisationUlid} shipment={shipment} />
            {shipment.import_error && (
              <Alert variant="warning" data-testid="shipment-import-error">
                The automatic import into its transfer failed: {shipment.import_error}
              </Alert>
            )}
            <ShipmentItemsTable organisationUlid={organisationUlid} items={shipment.items ?? []} />
            {editable && (
              <ShipmentImportSection
                shipment={shipment}
                warehouses={warehouses}
                onImport={onImport}
                onAutoImport={onAutoImport}
              />
            )}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
