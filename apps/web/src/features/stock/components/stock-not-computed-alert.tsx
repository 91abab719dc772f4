import { RefreshCw } from 'lucide-react';
import { Alert, Button } from 'react-bootstrap';
import { countOf } from '../../../lib/count-words.ts';

/** No SKU's health computed yet: why, and (for a member) the button that computes it now. */
export function StockNotComputedAlert({
  notComputed,
  computing,
  editable,
  recomputing,
  onCompute,
}: {
  notComputed: number;
  computing: boolean;
  editable: boolean;
  recomputing: boolean;
  onCompute: () => void;
}) {
  return (
    <Alert
      variant="info"
      className="d-flex flex-wrap align-items-center gap-2"
      data-testid="stock-not-computed"
    >
      <span className="me-auto">
        {computing
          ? `Computing the stock health of ${countOf(notComputed, 'SKU', 'SKUs')}…`
          : `Stock health is not computed yet for ${countOf(notComputed, 'SKU', 'SKUs')}. It follows new SKUs, stock changes and reports within a minute, and is computed again every night; ${editable ? 'compute it now to see what to reorder.' : 'a member can compute it now.'}`}
      </span>
      {editable && (
        <Button disabled={recomputing || computing} onClick={onCompute}>
          <RefreshCw aria-hidden="true" />
          Compute stock health
        </Button>
      )}
    </Alert>
  );
}
