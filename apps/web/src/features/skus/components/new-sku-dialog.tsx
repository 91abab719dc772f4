import type { CreateSkuRequest } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import { ProductField } from './product-field.tsx';
import {
  EMPTY_NEW_SKU,
  NEW_SKU_FORM_FIELDS,
  newSkuFormSchema,
  newSkuRequest,
  PRODUCT_ALIAS,
} from './sku-form-schema.ts';

/**
 * "New SKU" by hand, for sellers without a connected source: its id, a name and optionally its
 * product. The dialog closes once the page's `onSubmit` succeeds.
 */
export function NewSkuDialog({
  organisationUlid,
  onSubmit,
  label = 'New SKU',
}: {
  organisationUlid: string;
  onSubmit: (sku: CreateSkuRequest) => Promise<unknown>;
  /** The opening button's text: the list's empty state offers the same dialog under its own name. */
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        {label}
      </Button>
      {open && (
        <NewSkuForm organisationUlid={organisationUlid} onSubmit={onSubmit} onHide={() => setOpen(false)} />
      )}
    </>
  );
}

/** Mounted only while open: closed, it holds nothing to warn about or to keep. */
function NewSkuForm({
  organisationUlid,
  onSubmit,
  onHide,
}: {
  organisationUlid: string;
  onSubmit: (sku: CreateSkuRequest) => Promise<unknown>;
  onHide: () => void;
}) {
  const form = useGuardedForm('new-sku', {
    resolver: zodResolver(newSkuFormSchema),
    defaultValues: EMPTY_NEW_SKU,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((values) =>
    submitShowingServerErrors(
      async () => {
        await onSubmit(newSkuRequest(values));
        onHide();
      },
      form.setError,
      NEW_SKU_FORM_FIELDS,
      PRODUCT_ALIAS,
    ),
  );

  return (
    <FormDialog
      onHide={onHide}
      id="new-sku"
      title="New SKU"
      onSubmit={submit}
      error={errors.root?.server?.message}
      pending={isSubmitting}
      submitLabel="Create SKU"
      submitIcon={Plus}
    >
      <TextField
        label="SKU id"
        id="new-sku-id"
        registration={form.register('sku_id')}
        error={errors.sku_id?.message}
        hint="The seller SKU, exactly as the marketplace knows it."
        autoFocus
      />
      <TextField
        label="SKU name"
        id="new-sku-name"
        registration={form.register('name')}
        error={errors.name?.message}
      />
      <ProductField
        control={form.control}
        organisationUlid={organisationUlid}
        id="new-sku-product"
        error={errors.product?.message}
      />
    </FormDialog>
  );
}
