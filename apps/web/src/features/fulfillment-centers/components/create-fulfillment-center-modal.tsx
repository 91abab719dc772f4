import { Modal } from 'react-bootstrap';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCreateFulfillmentCenter } from '../api/create-fulfillment-center.ts';
import { FulfillmentCenterForm } from './fulfillment-center-form.tsx';

/** The spec has no create route for fulfilment centres, so a new one is added from the list. */
export function CreateFulfillmentCenterModal({
  organisation,
  onClose,
}: {
  organisation: string;
  onClose: () => void;
}) {
  const create = useCreateFulfillmentCenter();
  return (
    <Modal show onHide={onClose} aria-labelledby="create-fc-title">
      <Modal.Header closeButton>
        <Modal.Title id="create-fc-title" as="h2" className="h5">
          New fulfilment centre
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FulfillmentCenterForm
          pending={create.isPending}
          submitLabel="Add fulfilment centre"
          onSubmit={(body, showErrors) =>
            create.mutate(
              { organisation, body },
              {
                onSuccess: (center) => {
                  notifySuccess(`${center.name} was added.`, 'Fulfillment centers');
                  onClose();
                },
                onError: showErrors,
              },
            )
          }
        />
      </Modal.Body>
    </Modal>
  );
}
