import {
  dataOf,
  type FieldErrors,
  type Import,
  type ImportResult,
  importSchema,
  isImportFinished,
} from '@backoffice/shared';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Modal, ProgressBar } from 'react-bootstrap';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard.ts';
import { SubmitButton } from '../submit-button.tsx';
import { ImportProblemsAlert } from './import-problems-alert.tsx';

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

const importResponse = dataOf(importSchema);

/** Uploads the file; the server answers 202 with the import it writes in the background. */
export async function uploadCsv(path: string, file: File): Promise<Import> {
  const body = new FormData();
  body.set('file', file);
  return importResponse.parse(await apiClient.post<unknown>(`${path}/import`, body)).data;
}

/** `…/organisations/<ulid>/products` → `…/organisations/<ulid>/imports/<id>`. */
export const importPath = (listPath: string, id: number): string =>
  `${listPath.replace(/\/[^/]+$/, '')}/imports/${id}`;

export async function getImport(listPath: string, id: number): Promise<Import> {
  return importResponse.parse(await apiClient.get<unknown>(importPath(listPath, id))).data;
}

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 500;

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
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [importId, setImportId] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const progress = useQuery({
    queryKey: ['imports', path, importId],
    queryFn: () => getImport(path, importId as number),
    enabled: importId !== null,
    refetchInterval: (query) =>
      query.state.data && isImportFinished(query.state.data.status) ? false : IMPORT_POLL_MS,
  });
  const running = progress.data && !isImportFinished(progress.data.status) ? progress.data : undefined;
  const done = progress.data?.status === 'done' ? progress.data : undefined;
  const failed = progress.data?.status === 'failed' ? progress.data : undefined;
  // Refresh what the import changed once, when it is seen done.
  const settled = useRef<number | null>(null);
  useEffect(() => {
    if (!done || settled.current === done.id) return;
    settled.current = done.id;
    void Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() =>
      onImported?.({ created: done.created, updated: done.updated }),
    );
  }, [done, invalidate, queryClient, onImported]);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadCsv(path, chosen),
    // A 422 is shown in the dialog; anything else goes to the usual error toast.
    meta: { errorHandling: 'none' },
    onError: (error) => {
      if (!isApiError(error) || error.status !== 422) notifyError(error);
    },
    onSuccess: (started) => {
      setFile(null);
      setFileInputKey((key) => key + 1);
      setImportId(started.id);
    },
  });
  // A file chosen and not uploaded yet is work a navigation would drop without a word.
  useUnsavedChangesGuard(file !== null, () => upload.isPending);
  const rejected = isApiError(upload.error) && upload.error.status === 422 ? upload.error : undefined;
  const problems: { errors: FieldErrors; message: string } | undefined = rejected
    ? { errors: rejected.errors ?? {}, message: rejected.message }
    : failed
      ? { errors: failed.errors ?? {}, message: failed.message ?? 'The import failed.' }
      : undefined;

  const close = () => {
    setOpen(false);
    setFile(null);
    setImportId(null);
    upload.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate(file);
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
                key={fileInputKey}
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => {
                  setFile((event.target as HTMLInputElement).files?.[0] ?? null);
                  setImportId(null);
                  upload.reset();
                }}
              />
            </Form.Group>
            {(upload.isSuccess && !progress.data) || running ? (
              <div className="mt-3" data-testid="import-progress">
                <p className="mb-1">Importing… {running ? runningText(running) : ''}</p>
                <ProgressBar
                  animated
                  now={running && running.total > 0 ? (running.processed / running.total) * 100 : 0}
                  label={running?.status === 'queued' ? 'Queued' : undefined}
                  aria-label="Import progress"
                />
              </div>
            ) : null}
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
            <SubmitButton pending={upload.isPending || running !== undefined} disabled={!file} icon={Upload}>
              Import
            </SubmitButton>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}

/** Rows written so far; an import may still be running for a moment after its last row. */
function runningText({ processed, total }: Import): string {
  if (total > 0 && processed === total) return `all ${total.toLocaleString()} rows written, finishing…`;
  return `${processed.toLocaleString()} of ${total.toLocaleString()} rows written`;
}
