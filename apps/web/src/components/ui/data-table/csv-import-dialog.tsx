import { type ImportResult, importResultSchema } from '@backoffice/shared';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { notifyError } from '../../../lib/notify.ts';
import { SubmitButton } from '../submit-button.tsx';
import { describeProblem, groupImportErrors } from './import-errors.ts';

export interface CsvImportDialogProps {
  /** The list's API path; the file goes to `<path>/import`. */
  path: string;
  /** Cache keys to refresh after a successful import (the list, counts…). */
  invalidate: readonly QueryKey[];
  /** What is being imported, for the title: "Import products". */
  noun: string;
  /** The expected header row and any notes on the columns. */
  help?: ReactNode;
  onImported?: (result: ImportResult) => void;
}

export async function uploadCsv(path: string, file: File): Promise<ImportResult> {
  const body = new FormData();
  body.set('file', file);
  return importResultSchema.parse(await apiClient.post<unknown>(`${path}/import`, body));
}

/**
 * "Import CSV" button and dialog. The server checks every row before writing any, so a 422 means
 * nothing was imported: its per-row errors are listed by line for the user to fix the file.
 */
export function CsvImportDialog({ path, invalidate, noun, help, onImported }: CsvImportDialogProps) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadCsv(path, chosen),
    // A 422 is shown in the dialog; anything else goes to the usual error toast.
    meta: { errorHandling: 'none' },
    onError: (error) => {
      if (!isApiError(error) || error.status !== 422) notifyError(error);
    },
    onSuccess: async (result) => {
      setFile(null);
      setFileInputKey((key) => key + 1);
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onImported?.(result);
    },
  });
  const rejected = isApiError(upload.error) && upload.error.status === 422 ? upload.error : undefined;
  const grouped = rejected ? groupImportErrors(rejected.errors) : undefined;

  const close = () => {
    setOpen(false);
    setFile(null);
    upload.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate(file);
  };

  return (
    <>
      <Button variant="outline-secondary" onClick={() => setOpen(true)}>
        Import CSV
      </Button>
      <Modal show={open} onHide={close} aria-labelledby="csv-import-title" size="lg">
        <Form noValidate onSubmit={submit} aria-label={`Import ${noun}`}>
          <Modal.Header closeButton>
            <Modal.Title id="csv-import-title" as="h2" className="h5">
              Import {noun}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {help && <div className="small text-body-secondary mb-3">{help}</div>}
            <Form.Group controlId="csv-import-file">
              <Form.Label>CSV file</Form.Label>
              <Form.Control
                key={fileInputKey}
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => {
                  setFile((event.target as HTMLInputElement).files?.[0] ?? null);
                  upload.reset();
                }}
              />
            </Form.Group>
            {upload.isSuccess && (
              <Alert variant="success" className="mt-3 mb-0" data-testid="import-result">
                Imported: {upload.data.created} created, {upload.data.updated} updated.
              </Alert>
            )}
            {grouped && (
              <Alert variant="danger" className="mt-3 mb-0" data-testid="import-errors">
                <p className="fw-semibold">
                  Nothing was imported. Fix these problems and import the file again.
                </p>
                {grouped.general.length > 0 && (
                  <ul className="mb-2">
                    {grouped.general.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                )}
                {grouped.lines.length > 0 && (
                  <ul className="mb-0">
                    {grouped.lines.map(({ line, problems }) => (
                      <li key={line} data-testid="import-error-line">
                        <span className="fw-semibold">Line {line}:</span>{' '}
                        {problems.map(describeProblem).join('; ')}
                      </li>
                    ))}
                  </ul>
                )}
                {grouped.general.length === 0 && grouped.lines.length === 0 && (
                  <p className="mb-0">{rejected?.message}</p>
                )}
              </Alert>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close}>
              Close
            </Button>
            <SubmitButton pending={upload.isPending} disabled={!file}>
              Import
            </SubmitButton>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
