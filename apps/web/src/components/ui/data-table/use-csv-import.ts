import { type FieldErrors, type ImportResult, isImportFinished } from '@backoffice/shared';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard.ts';
import { getImport, IMPORT_POLL_MS, uploadCsv } from './csv-import-api.ts';

/**
 * A CSV import's state: the file chosen, its upload, then the background import polled until it
 * is done (what it changed refreshed once) or failed; `problems` are a rejected upload's or a
 * failed import's row errors. `reset` forgets all of it (the dialog closed).
 */
export function useCsvImport({
  path,
  invalidate,
  onImported,
}: {
  path: string;
  invalidate: readonly QueryKey[];
  onImported: ((result: ImportResult) => void) | undefined;
}) {
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

  const reset = () => {
    setFile(null);
    setImportId(null);
    upload.reset();
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setImportId(null);
    upload.reset();
  };

  return {
    file,
    fileInputKey,
    choose,
    reset,
    start: () => {
      if (file) upload.mutate(file);
    },
    uploading: upload.isPending,
    // Uploaded, its first progress not seen yet.
    starting: upload.isSuccess && !progress.data,
    running,
    done,
    problems,
  };
}
