import { Boxes, Tag } from 'lucide-react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** No SKU to show: none matches the filters (with a way out), or there is none yet. */
export function StockAnalysisEmpty({
  filtered,
  onClear,
  skusPath,
}: {
  filtered: boolean;
  onClear: () => void;
  skusPath: string;
}) {
  if (filtered)
    return (
      <EmptyState className="px-3 pb-3">
        No SKU matches.{' '}
        <Button variant="link" size="sm" className="p-0 align-baseline" onClick={onClear}>
          Clear filters
        </Button>
      </EmptyState>
    );
  return (
    <EmptyState
      title="No SKUs yet."
      icon={Boxes}
      action={
        <Link to={skusPath} className="btn btn-primary">
          <Tag aria-hidden="true" />
          Go to SKUs
        </Link>
      }
    >
      Stock Analysis lays every SKU out in one grid: stock per warehouse, sales velocity, forecast, reorder
      dates and money at risk. It fills as SKUs are added or reports are imported.
    </EmptyState>
  );
}
