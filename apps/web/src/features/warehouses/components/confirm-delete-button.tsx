import { useState } from 'react';
import { Button } from 'react-bootstrap';

/**
 * A delete that asks once more in place: the first click shows "Confirm delete" and "Cancel", as
 * the team list's remove does, so a stray click never deletes anything.
 */
export function ConfirmDeleteButton({
  label,
  pending,
  onConfirm,
}: {
  label: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="outline-danger" onClick={() => setConfirming(true)}>
        {label}
      </Button>
    );
  }
  return (
    <span className="d-inline-flex gap-2">
      <Button variant="danger" disabled={pending} onClick={onConfirm}>
        Confirm delete
      </Button>
      <Button variant="outline-secondary" disabled={pending} onClick={() => setConfirming(false)}>
        Cancel
      </Button>
    </span>
  );
}
