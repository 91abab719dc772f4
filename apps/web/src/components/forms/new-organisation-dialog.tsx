import { type CreateOrganisationRequest, createOrganisationRequestSchema } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { submitShowingServerErrors } from '../../lib/form-errors.ts';
import { useGuardedForm } from '../../lib/use-guarded-form.ts';
import { FormDialog } from '../ui/form-dialog.tsx';
import { TextField } from '../ui/text-field.tsx';

const EMPTY: CreateOrganisationRequest = { name: '' };

/**
 * "New organisation": its name; the user becomes its owner. Controlled, so a menu item can open
 * it (the header's menus close as the dialog opens); it closes once `onSubmit` succeeds. Rendered
 * only while open (`LazyNewOrganisationDialog`), so a closed one holds nothing to warn about.
 */
export function NewOrganisationDialog({
  show,
  onHide,
  onSubmit,
}: {
  show: boolean;
  onHide: () => void;
  onSubmit: (request: CreateOrganisationRequest) => Promise<unknown>;
}) {
  const form = useGuardedForm('new-organisation', {
    resolver: zodResolver(createOrganisationRequestSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    onHide();
    form.reset(EMPTY);
  };
  const submit = form.handleSubmit((request) =>
    submitShowingServerErrors(
      async () => {
        await onSubmit(request);
        close();
      },
      form.setError,
      ['name'],
    ),
  );
  return (
    <FormDialog
      show={show}
      onHide={close}
      id="new-organisation"
      title="New organisation"
      onSubmit={submit}
      error={errors.root?.server?.message}
      pending={isSubmitting}
      submitLabel="Create organisation"
      submitIcon={Plus}
    >
      <p className="text-body-secondary">
        A separate organisation (another brand or business) with its own products, stock and team. You become
        its owner and switch to it; your other organisations stay as they are.
      </p>
      <TextField
        label="Organisation name"
        id="new-organisation-name"
        registration={form.register('name')}
        error={errors.name?.message}
        autoFocus
      />
    </FormDialog>
  );
}
