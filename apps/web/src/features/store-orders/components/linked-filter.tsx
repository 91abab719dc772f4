import { Button } from 'react-bootstrap';

/** A filter set by a link (a report request's "Orders from this source"), with a button to clear it. */
export function LinkedFilter({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <Button size="sm" variant="outline-secondary" onClick={onClear}>
      {label} ×<span className="visually-hidden"> (clear this filter)</span>
    </Button>
  );
}
