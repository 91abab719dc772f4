import { Download } from 'lucide-react';
import { Button } from 'react-bootstrap';
import { buildUrl, type QueryParams } from '../../../lib/api-client.ts';

/**
 * A plain link to `<list>/export.csv` with the list's filters and sort: the browser downloads it
 * with the session cookie, and the server streams what the list shows (all pages).
 */
export function CsvExportButton({
  path,
  params = {},
  label = 'Export CSV',
}: {
  /** The list's API path, e.g. /api/organisations/<ulid>/products. */
  path: string;
  params?: QueryParams;
  label?: string;
}) {
  return (
    <Button as="a" variant="outline-secondary" href={buildUrl(`${path}/export.csv`, params)} download>
      <Download aria-hidden="true" />
      {label}
    </Button>
  );
}
