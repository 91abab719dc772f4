import type { SalesChannel, SalesChannelRequest } from '@backoffice/shared';
import { Modal } from 'react-bootstrap';
import { SalesChannelForm } from './sales-channel-form.tsx';
import { salesChannelFormValues } from './sales-channel-form-schema.ts';

/**
 * Creates a channel, or edits the one given; the spec has no separate routes for either. The modal
 * closes once the page's `onSubmit` succeeds.
 */
export function SalesChannelModal({
  organisationUlid,
  channel,
  onClose,
  onSubmit,
}: {
  organisationUlid: string;
  channel?: SalesChannel;
  onClose: () => void;
  onSubmit: (body: SalesChannelRequest) => Promise<unknown>;
}) {
  const title = channel ? `Edit ${channel.name}` : 'New sales channel';
  return (
    <Modal show onHide={onClose} aria-labelledby="sales-channel-modal-title">
      <Modal.Header closeButton>
        <Modal.Title id="sales-channel-modal-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <SalesChannelForm
          organisationUlid={organisationUlid}
          defaultValues={salesChannelFormValues(channel)}
          submitLabel={channel ? 'Save' : 'Create sales channel'}
          onSubmit={async (body) => {
            await onSubmit(body);
            onClose();
          }}
        />
      </Modal.Body>
    </Modal>
  );
}
