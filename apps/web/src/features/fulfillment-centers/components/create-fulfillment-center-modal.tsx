import type { FulfillmentCenterRequest } from '@backoffice/shared';
import { Modal } from 'react-bootstrap';
import { LoadingState } from '../../../components/ui/query-states.tsx';
import { useFulfillmentCenterFormOptions } from '../hooks/use-fulfillment-center-form-options.ts';
import { FulfillmentCenterForm } from './fulfillment-center-form.tsx';
import { fulfillmentCenterFormValues } from './fulfillment-center-form-schema.ts';

/**
 * The spec has no create route for fulfilment centres, so a new one is added from the list. The
 * modal closes once the page's `onSubmit` succeeds.
 */
export function CreateFulfillmentCenterModal({
  onClose,
  onSubmit,
}: {
  onClose: () => void;
  onSubmit: (body: FulfillmentCenterRequest) => Promise<unknown>;
}) {
  const formOptions = useFulfillmentCenterFormOptions();
  return (
    <Modal show onHide={onClose} aria-labelledby="create-fc-title">
      <Modal.Header closeButton>
        <Modal.Title id="create-fc-title" as="h2" className="h5">
          New fulfilment centre
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {formOptions ? (
          <FulfillmentCenterForm
            options={formOptions}
            defaultValues={fulfillmentCenterFormValues()}
            submitLabel="Add fulfilment centre"
            onSubmit={async (body) => {
              await onSubmit(body);
              onClose();
            }}
          />
        ) : (
          <LoadingState label="Loading marketplaces…" />
        )}
      </Modal.Body>
    </Modal>
  );
}
