import type { ImportShipmentTransferRequest, Shipment } from '@backoffice/shared';
import { Truck } from 'lucide-react';
import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import type { WarehouseOption } from '../../../lib/api/get-warehouse-options.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard.ts';

/** The server's 422 as sentences (unmapped SKUs, no origin…), or undefined for other errors. */
function refusalOf(error: unknown): string[] | undefined {
  if (!isApiError(error) || error.status !== 422) return undefined;
  const messages = Object.values(error.errors).flat();
  return messages.length ? messages : [error.message];
}

/**
 * "Import as transfer": creates or updates the shipment's transfer (origin and destination chosen
 * here when the shipment does not say); the switch makes every later update of the shipment do so.
 */
export function ShipmentImportSection({
  shipment,
  warehouses,
  onImport,
  onAutoImport,
}: {
  shipment: Shipment;
  warehouses: readonly WarehouseOption[];
  onImport: (request: ImportShipmentTransferRequest) => Promise<unknown>;
  onAutoImport: (on: boolean) => Promise<unknown>;
}) {
  const [origin, setOrigin] = useState<string>('');
  const [destination, setDestination] = useState<string>('');
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string[] | undefined>();
  const run = async (work: () => Promise<unknown>) => {
    setPending(true);
    setRefusal(undefined);
    try {
      await work();
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setPending(false);
    }
  };
  const shipmentOrigin = String(shipment.outgoing_warehouse_id ?? '');
  const shipmentDestination = String(shipment.destination_warehouse_id ?? '');
  const originValue = origin || shipmentOrigin;
  const destinationValue = destination || shipmentDestination;
  useUnsavedChangesGuard(
    originValue !== shipmentOrigin || destinationValue !== shipmentDestination,
    () => pending,
  );
  const place = (value: string) => (value ? Number(value) : undefined);

  return (
    <section aria-labelledby="shipment-import-heading" className="border-top pt-3">
      <h3 id="shipment-import-heading" className="h6">
        Import as transfer
      </h3>
      <p className="small text-body-secondary">
        Creates the transfer of this shipment, or brings it up to date: its items and, as Amazon reports it
        shipped and received, stock leaving the origin and arriving at the destination (once each).
      </p>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <Form.Group controlId="shipment-origin">
          <Form.Label className="small mb-1">From (origin)</Form.Label>
          <Form.Select size="sm" value={originValue} onChange={(event) => setOrigin(event.target.value)}>
            <option value="">Found automatically</option>
            {warehouses.map((warehouse) => (
              <option key={warehouse.id} value={warehouse.id}>
                {warehouse.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="shipment-destination">
          <Form.Label className="small mb-1">Into (your Amazon warehouse)</Form.Label>
          <Form.Select
            size="sm"
            value={destinationValue}
            onChange={(event) => setDestination(event.target.value)}
          >
            <option value="">Found automatically</option>
            {warehouses.map((warehouse) => (
              <option key={warehouse.id} value={warehouse.id}>
                {warehouse.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button
          disabled={pending}
          onClick={() =>
            run(() =>
              onImport({
                outgoing_warehouse_id: place(originValue),
                destination_warehouse_id: place(destinationValue),
              }),
            )
          }
        >
          <Truck aria-hidden="true" />
          {shipment.transfer ? 'Update transfer' : 'Import as transfer'}
        </Button>
      </div>
      <Form.Check
        type="switch"
        id="shipment-auto-import"
        label="Auto-import: keep the transfer in step with every update of this shipment"
        checked={shipment.auto_import}
        disabled={pending}
        onChange={(event) => run(() => onAutoImport(event.target.checked))}
      />
      {refusal && (
        <Alert variant="danger" className="mt-3 mb-0" data-testid="shipment-refusal">
          <ul className="mb-0">
            {refusal.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
    </section>
  );
}
