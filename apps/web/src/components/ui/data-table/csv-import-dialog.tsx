import type { ImportResult } from '@backoffice/shared';
import type { QueryKey } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { SubmitButton } from '../submit-button.tsx';
import { ImportProblemsAlert } from './import-problems-alert.tsx';
import { ImportProgress } from './import-progress.tsx';
import { useCsvImport } from './use-csv-import.ts';

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
  /** The button opening the dialog: "Import CSV" in a list's actions, more explicit elsewhere. */
  label?: string;
  variant?: string;
}

/**
 * "Import CSV" button and dialog. The server checks every row before staging any, so a 422 means
 * nothing was imported: its per-row errors are listed by line for the user to fix the file.
 * Otherwise the import runs in the background: the dialog polls it, shows its progress, then
 * what it created and updated, or the row errors it failed on (nothing written either way).
 */
export function CsvImportDialog({
  path,
  invalidate,
  noun,
  help,
  onImported,
  label = 'Import CSV',
  variant = 'outline-secondary',
}: CsvImportDialogProps) {
  const [open, setOpen] = useState(false);
  const csvImport = useCsvImport({ path, invalidate, onImported });
  const { running, done, problems } = csvImport;

  const close = () => {
    setOpen(false);
    csvImport.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    csvImport.start();
  };

  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        {label}
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
                key={csvImport.fileInputKey}
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => csvImport.choose((event.target as HTMLInputElement).files?.[0] ?? null)}
              />
            </Form.Group>
            {csvImport.starting || running ? <ImportProgress running={running} /> : null}
            {done && (
              <Alert variant="success" className="mt-3 mb-0" data-testid="import-result">
                Imported: {done.created.toLocaleString()} created, {done.updated.toLocaleString()} updated.
              </Alert>
            )}
            {problems && <ImportProblemsAlert errors={problems.errors} message={problems.message} />}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close}>
              Close
            </Button>
            <SubmitButton
              pending={csvImport.uploading || running !== undefined}
              disabled={!csvImport.file}
              icon={Upload}
            >
              Import
            </SubmitButton>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
