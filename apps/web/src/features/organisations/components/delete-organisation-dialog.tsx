import type { Organisation } from '@backoffice/shared';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';

/**
 * "Delete <organisation>?": what goes with it, and its name typed to confirm; "Delete
 * organisation" stays disabled until the name is typed exactly. The page runs the delete (which
 * the server checks again) and moves on; the dialog closes with the page.
 */
export function DeleteOrganisationDialog({
  organisation,
  show,
  onHide,
  onSubmit,
}: {
  organisation: Organisation;
  show: boolean;
  onHide: () => void;
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const titleId = useId();
  const form = useForm({ defaultValues: { name: '' } });
  const { errors, isSubmitting } = form.formState;
  const typed = form.watch('name');
  const close = () => {
    onHide();
    form.reset({ name: '' });
  };
  const submit = form.handleSubmit(({ name }) =>
    submitShowingServerErrors(() => onSubmit(name), form.setError, ['name']),
  );
  return (
    <Modal show={show} onHide={close} aria-labelledby={titleId}>
      <Form noValidate onSubmit={submit} aria-label={`Delete ${organisation.name}`}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId} as="h2" className="h5">
            Delete {organisation.name}?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormAlert message={errors.root?.server?.message} />
          <p>
            Everything of this organisation is deleted: its products and SKUs, warehouses, stock and its
            history, transfers, purchase orders, store orders, disputes, report sources, reports and files,
            forecasts, settings and team. This cannot be undone.
          </p>
          <p>
            Every member loses access at once; the data is removed in the background and you can follow its
            progress.
          </p>
          <TextField
            label={`Type ${organisation.name} to confirm`}
            id="delete-organisation-name"
            registration={form.register('name')}
            error={errors.name?.message}
            autoComplete="off"
            autoFocus
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            Cancel
          </Button>
          <SubmitButton
            variant="danger"
            icon={Trash2}
            pending={isSubmitting}
            disabled={typed.trim() !== organisation.name}
          >
            Delete organisation
          </SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
