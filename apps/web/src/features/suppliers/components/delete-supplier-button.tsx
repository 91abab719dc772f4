import { href, type Supplier } from '@backoffice/shared';
import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteSupplier } from '../api/delete-supplier.ts';

export function DeleteSupplierButton({
  organisation,
  supplier,
}: {
  organisation: string;
  supplier: Supplier;
}) {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteSupplier({
    onSuccess: () => {
      notifySuccess(`${supplier.name} was deleted.`, 'Suppliers');
      void navigate(href('suppliers', { organisation }));
    },
  });
  return (
    <>
      <Button variant="outline-danger" onClick={() => setConfirming(true)}>
        Delete supplier
      </Button>
      <Modal show={confirming} onHide={() => setConfirming(false)} aria-labelledby="delete-supplier-title">
        <Modal.Header closeButton>
          <Modal.Title id="delete-supplier-title" as="h2" className="h5">
            Delete {supplier.name}?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          Its shipping times and product links go with it; products keep existing, without this supplier.
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ organisation, id: supplier.id })}
          >
            Confirm delete
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
