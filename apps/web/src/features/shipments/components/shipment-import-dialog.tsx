import { SHIPMENT_FILE_COLUMNS, type ShipmentImportResult } from '@backoffice/shared';
import { Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { ImportProblemsAlert } from '../../../components/ui/data-table/index.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { type ApiError, isApiError } from '../../../lib/api-error.ts';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard.ts';

/**
 * The inbound-shipment file upload. The server checks every line before writing any shipment, so
 * a 422 means nothing was imported: its problems are listed by line for the user to fix the file.
 * `onSubmit` is the screen's (the mutation); anything but a 422 is the screen's to report.
 */
export function ShipmentImportDialog({
  show,
  onHide,
  onSubmit,
}: {
  show: boolean;
  onHide: () => void;
  onSubmit: (file: File) => Promise<ShipmentImportResult>;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<ShipmentImportResult | null>(null);
  const [rejected, setRejected] = useState<ApiError | null>(null);
  useUnsavedChangesGuard(file !== null && result === null, () => pending);

  const close = () => {
    setFile(null);
    setResult(null);
    setRejected(null);
    onHide();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setPending(true);
    setResult(null);
    setRejected(null);
    try {
      setResult(await onSubmit(file));
    } catch (error) {
      if (isApiError(error) && error.status === 422) setRejected(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal show={show} onHide={close} aria-labelledby="shipment-import-title" size="lg">
      <Form noValidate onSubmit={submit} aria-label="Import shipments">
        <Modal.Header closeButton>
          <Modal.Title id="shipment-import-title" as="h2" className="h5">
            Import shipments
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="small text-body-secondary mb-3">
            Amazon's inbound-shipment format: tab-separated, a header line, one line per item (the shipment's
            fields repeated on each of its lines), UTF-8 or ISO-8859-1. Required columns:{' '}
            <code>{SHIPMENT_FILE_COLUMNS.required.join(', ')}</code>; optional:{' '}
            <code>{SHIPMENT_FILE_COLUMNS.optional.join(', ')}</code>. A shipment already here is updated and
            keeps exactly the file's items.
          </div>
          <Form.Group controlId="shipment-import-file">
            <Form.Label>Inbound-shipment file</Form.Label>
            <Form.Control
              type="file"
              accept=".txt,.tsv,.csv,text/tab-separated-values,text/plain"
              onChange={(event) => {
                setFile((event.target as HTMLInputElement).files?.[0] ?? null);
                setResult(null);
                setRejected(null);
              }}
            />
          </Form.Group>
          {result && (
            <Alert variant="success" className="mt-3 mb-0" data-testid="import-result">
              Imported: {result.created.toLocaleString()} created, {result.updated.toLocaleString()} updated.
            </Alert>
          )}
          {rejected && <ImportProblemsAlert errors={rejected.errors ?? {}} message={rejected.message} />}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            Close
          </Button>
          <SubmitButton pending={pending} disabled={!file} icon={Upload}>
            Import
          </SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
