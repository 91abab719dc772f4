import type { ProductRequest } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { MoneyField } from '../../../components/forms/money-field.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import { EMPTY_NEW_PRODUCT, NEW_PRODUCT_FORM_FIELDS, newProductFormSchema } from './product-form-schema.ts';

/**
 * "New product": a name and optionally its COGS; the rest is edited on the product's pages. The
 * dialog closes once the page's `onSubmit` succeeds.
 */
export function NewProductDialog({
  onSubmit,
  label = 'New product',
}: {
  onSubmit: (product: ProductRequest) => Promise<unknown>;
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
      {open && <NewProductForm onSubmit={onSubmit} onHide={() => setOpen(false)} />}
    </>
  );
}

/** Mounted only while open: closed, it holds nothing to warn about or to keep. */
function NewProductForm({
  onSubmit,
  onHide,
}: {
  onSubmit: (product: ProductRequest) => Promise<unknown>;
  onHide: () => void;
}) {
  const form = useGuardedForm('new-product', {
    resolver: zodResolver(newProductFormSchema),
    defaultValues: EMPTY_NEW_PRODUCT,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((product) =>
    submitShowingServerErrors(
      async () => {
        await onSubmit(product);
        onHide();
      },
      form.setError,
      NEW_PRODUCT_FORM_FIELDS,
    ),
  );

  return (
    <FormDialog
      onHide={onHide}
      id="new-product"
      title="New product"
      onSubmit={submit}
      error={errors.root?.server?.message}
      pending={isSubmitting}
      submitLabel="Create product"
      submitIcon={Plus}
    >
      <TextField
        label="Name"
        id="new-product-name"
        registration={form.register('name')}
        error={errors.name?.message}
        autoFocus
      />
      <MoneyField
        id="new-product-cogs"
        label="COGS"
        amount={form.register('cogs')}
        currency={form.register('cogs_currency')}
        error={errors.cogs?.message}
        currencyError={errors.cogs_currency?.message}
      />
    </FormDialog>
  );
}
