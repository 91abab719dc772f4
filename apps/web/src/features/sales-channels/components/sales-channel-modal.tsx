import type { SalesChannel, SalesChannelRequest } from '@backoffice/shared';
import { Modal } from 'react-bootstrap';
import { LoadingState } from '../../../components/ui/query-states.tsx';
import { useSalesChannelFormOptions } from '../hooks/use-sales-channel-form-options.ts';
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
  const options = useSalesChannelFormOptions(organisationUlid);
  return (
    <Modal show onHide={onClose} aria-labelledby="sales-channel-modal-title">
      <Modal.Header closeButton>
        <Modal.Title id="sales-channel-modal-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {options ? (
          <SalesChannelForm
            options={options}
            defaultValues={salesChannelFormValues(channel)}
            linkedSources={channel?.report_sources}
            submitLabel={channel ? 'Save' : 'Create sales channel'}
            onSubmit={async (body) => {
              await onSubmit(body);
              onClose();
            }}
          />
        ) : (
          <LoadingState label="Loading…" />
        )}
      </Modal.Body>
    </Modal>
  );
}
