import type { SalesChannel } from '@backoffice/shared';
import { Modal } from 'react-bootstrap';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCreateSalesChannel } from '../api/create-sales-channel.ts';
import { useUpdateSalesChannel } from '../api/update-sales-channel.ts';
import { SalesChannelForm } from './sales-channel-form.tsx';

/** Creates a channel, or edits the one given; the spec has no separate routes for either. */
export function SalesChannelModal({
  organisation,
  channel,
  onClose,
  onCreated,
}: {
  organisation: string;
  channel?: SalesChannel;
  onClose: () => void;
  onCreated?: (channel: SalesChannel) => void;
}) {
  const create = useCreateSalesChannel();
  const update = useUpdateSalesChannel();
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
          organisation={organisation}
          channel={channel}
          pending={create.isPending || update.isPending}
          submitLabel={channel ? 'Save' : 'Create sales channel'}
          onSubmit={(body, showErrors) => {
            const onSuccess = (saved: SalesChannel) => {
              notifySuccess(`${saved.name} was ${channel ? 'saved' : 'created'}.`, 'Sales channels');
              onClose();
              if (!channel) onCreated?.(saved);
            };
            if (channel)
              update.mutate({ organisation, id: channel.id, body }, { onSuccess, onError: showErrors });
            else create.mutate({ organisation, body }, { onSuccess, onError: showErrors });
          }}
        />
      </Modal.Body>
    </Modal>
  );
}
