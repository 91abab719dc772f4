import { stockAdjustmentRequestSchema } from '@backoffice/shared';
import { z } from 'zod';
import { withInput } from '../../../lib/form-values.ts';

const shape = stockAdjustmentRequestSchema.shape;
const WHOLE_NUMBER = 'The quantity must be a whole number, such as -3 or 10.';

/**
 * A signed change as typed: "+12", "12", "-3" (also with the typographic minus "−" that some
 * keyboards and pasted text give). Anything else, "1.5", "1e3" or "--2", is refused rather than
 * guessed at; zero and the bounds are the shared rule's.
 */
export const signedQuantityField = z
  .string()
  .transform((value) => value.trim().replace(/^\u2212/, '-'))
  .pipe(
    z
      .string()
      .min(1, 'The quantity field is required.')
      .regex(/^[+-]?\d{1,9}$/, WHOLE_NUMBER),
  )
  .transform(Number)
  .pipe(withInput<number, typeof shape.quantity>(shape.quantity));

export const adjustmentFormSchema = z.object({
  sku_id: shape.sku_id,
  quantity: signedQuantityField,
  reason: shape.reason,
});
export const ADJUSTMENT_FORM_FIELDS = ['sku_id', 'quantity', 'reason'] as const;

/** "+12" / "-5": a movement's quantity with its sign, as the ledger reads. */
export function formatSignedQuantity(quantity: number): string {
  return quantity > 0 ? `+${quantity}` : String(quantity);
}
