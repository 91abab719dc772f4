import { href, type Sku } from '@backoffice/shared';
import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteSku } from '../api/delete-sku.ts';

export function DeleteSkuButton({ organisation, sku }: { organisation: string; sku: Sku }) {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteSku({
    onSuccess: () => {
      notifySuccess(`SKU ${sku.sku_id} was deleted.`, 'SKUs');
      void navigate(href('skus', { organisation }));
    },
  });
  return (
    <>
      <Button variant="outline-danger" onClick={() => setConfirming(true)}>
        Delete SKU
      </Button>
      <Modal show={confirming} onHide={() => setConfirming(false)} aria-labelledby="delete-sku-title">
        <Modal.Header closeButton>
          <Modal.Title id="delete-sku-title" as="h2" className="h5">
            Delete SKU {sku.sku_id}?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          A SKU that still sells will come back with the next report. To keep it out of view, hide it instead.
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ organisation, id: sku.id })}
          >
            Confirm delete
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
