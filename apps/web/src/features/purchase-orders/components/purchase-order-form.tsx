import type { PurchaseOrderRequest } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { Form } from 'react-bootstrap';
import { type Path, useFieldArray } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import type { PurchaseOrderFormOptions } from '../hooks/use-purchase-order-form-options.ts';
import { usePurchaseOrderSuggestion } from '../hooks/use-purchase-order-suggestion.ts';
import {
  type PurchaseOrderFormInput,
  type PurchaseOrderFormOutput,
  purchaseOrderErrorAliases,
  purchaseOrderErrorFields,
  purchaseOrderFormSchema,
  purchaseOrderRequest,
} from './purchase-order-form-schema.ts';
import { PurchaseOrderHeaderFields } from './purchase-order-header-fields.tsx';
import { PurchaseOrderLines } from './purchase-order-lines.tsx';

interface PurchaseOrderFormProps {
  organisationUlid: string;
  options: PurchaseOrderFormOptions;
  defaultValues: PurchaseOrderFormInput;
  /** The saved order's expected dates (a draft being edited); a fresh suggestion's replace them. */
  expected?: { ready: string; arrival: string };
  submitLabel: string;
  onSubmit: (request: PurchaseOrderRequest) => Promise<unknown>;
}

/**
 * A purchase order's supplier, destination, dates and lines (the create and edit screen's form).
 * "Suggested order" asks the server what to order from the chosen supplier into the chosen
 * warehouse and fills the lines with it (recommended quantities, last case packs, COGS as unit
 * costs), showing the expected ready and arrival dates its lead times give.
 */
export function PurchaseOrderForm({
  organisationUlid,
  options,
  defaultValues,
  expected,
  submitLabel,
  onSubmit,
}: PurchaseOrderFormProps) {
  const form = useGuardedForm<PurchaseOrderFormInput, unknown, PurchaseOrderFormOutput>('purchase-order', {
    resolver: zodResolver(purchaseOrderFormSchema),
    defaultValues,
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const suggestion = usePurchaseOrderSuggestion(form, options.suggest, expected);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((values) =>
    submitShowingServerErrors(
      () => onSubmit(purchaseOrderRequest(values)),
      form.setError,
      purchaseOrderErrorFields(lines.fields.length) as Path<PurchaseOrderFormInput>[],
      purchaseOrderErrorAliases(lines.fields.length) as Record<string, Path<PurchaseOrderFormInput>>,
    ),
  );

  return (
    <Form noValidate onSubmit={submit} aria-label="Purchase order">
      <FormAlert
        message={errors.root?.server?.message ?? errors.lines?.message ?? errors.lines?.root?.message}
      />
      <PurchaseOrderHeaderFields
        form={form}
        options={options}
        dates={suggestion.dates}
        onPartiesChange={suggestion.forget}
      />
      <PurchaseOrderLines
        form={form}
        lines={lines}
        organisationUlid={organisationUlid}
        suggestion={suggestion}
      />
      <Form.Group className="mb-3" controlId="po-notes">
        <Form.Label>Notes for the supplier</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          isInvalid={errors.notes !== undefined}
          {...form.register('notes')}
        />
        <Form.Control.Feedback type="invalid">{errors.notes?.message}</Form.Control.Feedback>
      </Form.Group>
      <SubmitButton pending={isSubmitting} icon={Save}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
