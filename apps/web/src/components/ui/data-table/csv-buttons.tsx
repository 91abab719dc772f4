import type { QueryParams } from '../../../lib/api-client.ts';
import { CsvExportButton } from './csv-export-button.tsx';
import { CsvImportDialog, type CsvImportDialogProps } from './csv-import-dialog.tsx';

/**
 * A list's CSV pair: "Export CSV" of the list as shown for everyone, "Import CSV" into the same
 * path only for those who may edit it.
 */
export function CsvButtons({
  exportParams,
  importable,
  ...importProps
}: Omit<CsvImportDialogProps, 'onImported'> & {
  /** `list.exportParams`: the filters and sort, every page. */
  exportParams: QueryParams;
  importable: boolean;
}) {
  return (
    <>
      <CsvExportButton path={importProps.path} params={exportParams} />
      {importable && <CsvImportDialog {...importProps} />}
    </>
  );
}
