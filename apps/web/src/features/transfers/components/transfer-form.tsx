import type { TransferRequest } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import type { TransferFormOptions } from '../hooks/use-transfer-form-options.ts';
import { useTransferPlaces } from '../hooks/use-transfer-places.ts';
import {
  type TransferFormValues,
  transferFormFields,
  transferFormSchema,
  transferRequest,
} from './transfer-form-schema.ts';
import { TransferItemsEditor } from './transfer-items-editor.tsx';
import { TransferPlacesFields } from './transfer-places-fields.tsx';
import { TransferShippingFields } from './transfer-shipping-fields.tsx';

/**
 * A transfer's form, new or existing: where from and to (an FBA warehouse names its fulfilment centre), how and
 * when it ships (the expected delivery shown as the server computes it), and, before shipping, its
 * items. Server errors land on their fields, an item's on its row.
 */
export function TransferForm({
  organisationUlid,
  options,
  defaultValues,
  itemsEditable,
  readOnlyItems,
  label = 'Edit transfer',
  onSubmit,
}: {
  organisationUlid: string;
  options: TransferFormOptions;
  /** `transferFormValues(transfer)`, or `newTransferFormValues()` for a transfer not yet created. */
  defaultValues: TransferFormValues;
  /** Items change only before shipping; afterwards they are shown, not sent. */
  itemsEditable: boolean;
  /** What stands in for the items editor once they may no longer change. */
  readOnlyItems?: ReactNode;
  /** The form's accessible name. */
  label?: string;
  onSubmit: (request: TransferRequest) => Promise<unknown>;
}) {
  const form = useGuardedForm('transfer', { resolver: zodResolver(transferFormSchema), defaultValues });
  const { errors, isSubmitting } = form.formState;
  const places = useTransferPlaces(organisationUlid, form.control, options.warehouses);
  const { origin, destination, destinationIsFc } = places;

  const submit = form.handleSubmit((values) =>
    submitShowingServerErrors(
      () => onSubmit(transferRequest(values, { withItems: itemsEditable, destinationIsFc })),
      form.setError,
      transferFormFields(values.items.length),
    ),
  );

  return (
    <Form noValidate onSubmit={submit} aria-label={label}>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Name"
        id="transfer-name"
        registration={form.register('name')}
        error={errors.name?.message}
        hint="Optional: how you call it, e.g. a shipment or PO reference."
      />
      <TransferPlacesFields
        form={form}
        warehouses={options.warehouses}
        places={places}
        itemsEditable={itemsEditable}
      />
      <TransferShippingFields
        form={form}
        expected={places.expected}
        currentCurrency={defaultValues.shipping_cost_currency}
      />
      {itemsEditable ? (
        <TransferItemsEditor
          organisationUlid={organisationUlid}
          originUlid={origin?.ulid}
          suggestFor={
            origin && destination && origin.id !== destination.id
              ? { originId: origin.id, destinationId: destination.id }
              : undefined
          }
          fetchSuggestion={options.suggest}
          control={form.control}
          register={form.register}
          errors={errors}
        />
      ) : (
        readOnlyItems
      )}
      <SubmitButton pending={isSubmitting} icon={Save}>
        Save transfer
      </SubmitButton>
    </Form>
  );
}
