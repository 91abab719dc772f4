import type { StockAdjustmentRequest } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import { ADJUSTMENT_FORM_FIELDS, adjustmentFormSchema } from './adjustment-form-schema.ts';
import { type PickedSku, SkuPicker } from './sku-picker.tsx';

export interface AdjustTarget {
  /** Opened from a stock row: the SKU is fixed; opened from the toolbar: the user picks one. */
  sku: PickedSku | null;
  quantity?: number;
}

interface AdjustStockModalProps {
  organisationUlid: string;
  target: AdjustTarget;
  onClose: () => void;
  /** Saves the adjustment of the SKU shown or picked; the modal closes once it succeeds. */
  onSubmit: (adjustment: StockAdjustmentRequest, sku: PickedSku | null) => Promise<unknown>;
}

/** A manual correction: a signed change and a reason, written to the ledger as an adjustment. */
export function AdjustStockModal({ organisationUlid, target, onClose, onSubmit }: AdjustStockModalProps) {
  const [sku, setSku] = useState<PickedSku | null>(target.sku);
  const form = useGuardedForm('stock-adjustment', {
    resolver: zodResolver(adjustmentFormSchema),
    defaultValues: { sku_id: target.sku ? String(target.sku.id) : '', quantity: '', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const pick = (picked: PickedSku | null) => {
    setSku(picked);
    form.setValue('sku_id', picked ? String(picked.id) : '', { shouldValidate: form.formState.isSubmitted });
  };
  const submit = form.handleSubmit((body) =>
    submitShowingServerErrors(
      async () => {
        await onSubmit(body, sku);
        onClose();
      },
      form.setError,
      ADJUSTMENT_FORM_FIELDS,
    ),
  );

  return (
    <FormDialog
      onHide={onClose}
      id="adjust-stock"
      title="Adjust stock"
      onSubmit={submit}
      error={errors.root?.server?.message}
      pending={isSubmitting}
      submitLabel="Save adjustment"
      submitIcon={Save}
    >
      {target.sku ? (
        <p className="mb-3">
          <span className="fw-semibold">{target.sku.label}</span>
          {target.quantity !== undefined && (
            <span className="text-body-secondary"> · {target.quantity} in stock</span>
          )}
        </p>
      ) : (
        <SkuPicker
          organisationUlid={organisationUlid}
          value={sku}
          onChange={pick}
          error={errors.sku_id?.message}
        />
      )}
      <TextField
        label="Quantity change"
        id="adjust-quantity"
        registration={form.register('quantity')}
        error={errors.quantity?.message}
        hint="Signed: 10 adds ten units, -3 removes three."
        autoFocus={target.sku !== null}
        autoComplete="off"
      />
      <TextField
        label="Reason"
        id="adjust-reason"
        registration={form.register('reason')}
        error={errors.reason?.message}
        placeholder="e.g. Stock count, damaged in storage"
      />
    </FormDialog>
  );
}
