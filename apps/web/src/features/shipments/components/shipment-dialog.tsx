import { href, type ImportShipmentTransferRequest, type Shipment } from '@backoffice/shared';
import { ExternalLink, Truck } from 'lucide-react';
import { useState } from 'react';
import { Alert, Badge, Button, Form, Modal, Row, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { TransferStatusBadge } from '../../../components/transfers/transfer-badges.tsx';
import { DetailField } from '../../../components/ui/detail-field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import type { WarehouseOption } from '../../../lib/api/get-warehouse-options.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard.ts';
import { ShipmentStatusBadge } from './shipment-status-badge.tsx';

const LABEL_PREP: Record<string, string> = {
  NO_LABEL: 'No label',
  SELLER_LABEL: 'Seller labels',
  AMAZON_LABEL: 'Amazon labels',
};

/** The server's 422 as sentences (unmapped SKUs, no origin…), or undefined for other errors. */
function refusalOf(error: unknown): string[] | undefined {
  if (!isApiError(error) || error.status !== 422) return undefined;
  const messages = Object.values(error.errors).flat();
  return messages.length ? messages : [error.message];
}

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
  const shipmentOrigin = String(shipment?.outgoing_warehouse_id ?? '');
  const shipmentDestination = String(shipment?.destination_warehouse_id ?? '');
  const originValue = origin || shipmentOrigin;
  const destinationValue = destination || shipmentDestination;
  useUnsavedChangesGuard(
    originValue !== shipmentOrigin || destinationValue !== shipmentDestination,
    () => pending,
  );
  const place = (value: string) => (value ? Number(value) : undefined);

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
            <Row className="g-3 mb-3">
              <DetailField label="Status" lg={3}>
                <ShipmentStatusBadge status={shipment.status} />
              </DetailField>
              <DetailField label="Destination FC" lg={3}>
                {shipment.destination_fulfillment_center ?? '—'}
                {shipment.destination_fulfillment_center && !shipment.fulfillment_center && (
                  <div className="small text-body-secondary">Not among your fulfilment centres</div>
                )}
              </DetailField>
              <DetailField label="Shipped / received" lg={3} testId="shipment-totals">
                {shipment.total_shipped.toLocaleString()} / {shipment.total_received.toLocaleString()}
              </DetailField>
              <DetailField label="Transfer" lg={3}>
                {shipment.transfer ? (
                  <span className="d-inline-flex flex-wrap align-items-center gap-1">
                    <Link
                      to={href('transfers.show', {
                        organisation: organisationUlid,
                        id: shipment.transfer.id,
                      })}
                    >
                      Transfer #{shipment.transfer.id}
                      <ExternalLink aria-hidden="true" size={14} className="ms-1" />
                    </Link>
                    <TransferStatusBadge status={shipment.transfer.status} />
                  </span>
                ) : (
                  'Not imported'
                )}
              </DetailField>
              <DetailField label="Labels" lg={3}>
                {shipment.label_prep_type ? LABEL_PREP[shipment.label_prep_type] : '—'}
              </DetailField>
              <DetailField label="Case-packed" lg={3}>
                {shipment.are_cases_required === null ? '—' : shipment.are_cases_required ? 'Yes' : 'No'}
              </DetailField>
            </Row>
            {shipment.import_error && (
              <Alert variant="warning" data-testid="shipment-import-error">
                The automatic import into its transfer failed: {shipment.import_error}
              </Alert>
            )}
            <div className="table-responsive">
              <Table size="sm" className="align-middle" aria-label="Items">
                <thead>
                  <tr>
                    <th scope="col">Seller SKU</th>
                    <th scope="col">Your SKU</th>
                    <th scope="col" className="text-end">
                      Shipped
                    </th>
                    <th scope="col" className="text-end">
                      Received
                    </th>
                    <th scope="col" className="text-end d-none d-sm-table-cell">
                      Per case
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {(shipment.items ?? []).map((item) => (
                    <tr key={item.id} data-testid="shipment-item">
                      <td className="text-nowrap">
                        {item.seller_sku}
                        {item.fulfillment_network_sku && (
                          <div className="small text-body-secondary">{item.fulfillment_network_sku}</div>
                        )}
                      </td>
                      <td className="text-nowrap">
                        {item.sku ? (
                          <Link to={href('skus.show', { organisation: organisationUlid, id: item.sku.id })}>
                            {item.sku.display_name}
                          </Link>
                        ) : (
                          <Badge bg="warning" text="dark">
                            Unmapped
                          </Badge>
                        )}
                      </td>
                      <td className="text-end">{item.quantity_shipped.toLocaleString()}</td>
                      <td className="text-end">{item.quantity_received.toLocaleString()}</td>
                      <td className="text-end d-none d-sm-table-cell">{item.quantity_in_case ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
            {editable && (
              <section aria-labelledby="shipment-import-heading" className="border-top pt-3">
                <h3 id="shipment-import-heading" className="h6">
                  Import as transfer
                </h3>
                <p className="small text-body-secondary">
                  Creates the transfer of this shipment, or brings it up to date: its items and, as Amazon
                  reports it shipped and received, stock leaving the origin and arriving at the destination
                  (once each).
                </p>
                <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
                  <Form.Group controlId="shipment-origin">
                    <Form.Label className="small mb-1">From (origin)</Form.Label>
                    <Form.Select
                      size="sm"
                      value={originValue}
                      onChange={(event) => setOrigin(event.target.value)}
                    >
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
