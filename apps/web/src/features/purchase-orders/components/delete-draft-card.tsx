import { Card } from 'react-bootstrap';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button.tsx';

/** Below a draft order: deleting it, asked first. */
export function DeleteDraftCard({
  id,
  pending,
  onConfirm,
}: {
  id: number;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <Card border="danger" className="d-print-none">
      <Card.Body className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 className="h6 mb-0">Delete this draft</h2>
        <ConfirmDeleteButton
          label="Delete draft"
          title={`Delete purchase order ${id}?`}
          pending={pending}
          onConfirm={onConfirm}
        >
          The draft and its lines go; the supplier has not seen it.
        </ConfirmDeleteButton>
      </Card.Body>
    </Card>
  );
}
