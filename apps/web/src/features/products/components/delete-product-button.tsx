import { href, type Product } from '@backoffice/shared';
import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteProduct } from '../api/delete-product.ts';

/** Deleting asks first: the product's SKUs become unmapped and its supplier links go. */
export function DeleteProductButton({ organisation, product }: { organisation: string; product: Product }) {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteProduct({
    onSuccess: () => {
      notifySuccess(`${product.name} was deleted.`, 'Products');
      void navigate(href('products', { organisation }));
    },
  });
  return (
    <>
      <Button variant="outline-danger" onClick={() => setConfirming(true)}>
        Delete product
      </Button>
      <Modal show={confirming} onHide={() => setConfirming(false)} aria-labelledby="delete-product-title">
        <Modal.Header closeButton>
          <Modal.Title id="delete-product-title" as="h2" className="h5">
            Delete {product.name}?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          Its {product.sku_count} SKU{product.sku_count === 1 ? '' : 's'} will become unmapped, and it leaves
          its suppliers' product lists. This cannot be undone.
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ organisation, id: product.id })}
          >
            Confirm delete
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
