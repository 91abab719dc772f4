import {
  type ReceiveTransferRequest,
  receiveTransferRequestSchema,
  type TransferItem,
} from '@backoffice/shared';
import { z } from 'zod';
import { withInput } from '../../../lib/form-values.ts';

const itemShape = receiveTransferRequestSchema.shape.items.element.shape;

/** A number box's text as the shared whole-number rule sees it ('' and 'abc' fail it as not a number). */
export function wholeNumber<T extends z.ZodType>(field: T) {
  return z
    .string()
    .transform((value) => (value.trim() === '' ? Number.NaN : Number(value)))
    .pipe(withInput<number, T>(field));
}

/**
 * Receiving: per item, the total received so far (what the server stores, not the increment), the
 * day, and whether receiving is finished.
 */
export const receiveFormSchema = z.object({
  items: z.array(
    z.object({ ulid: itemShape.ulid, quantity_received: wholeNumber(itemShape.quantity_received) }),
  ),
  received_date: receiveTransferRequestSchema.shape.received_date.unwrap(),
  close: z.boolean(),
});
export type ReceiveFormValues = z.input<typeof receiveFormSchema>;
export const RECEIVE_FORM_FIELDS = ['items', 'received_date', 'close'] as const;

type ReceivedItem = Pick<TransferItem, 'ulid' | 'quantity_shipped' | 'quantity_received'>;

/** The form's start: what has been received so far, today, not finished. */
export function receiveFormValues(items: readonly ReceivedItem[], today: string): ReceiveFormValues {
  return {
    items: items.map((item) => ({ ulid: item.ulid, quantity_received: String(item.quantity_received) })),
    received_date: today,
    close: false,
  };
}

/** "Receive all remaining": every item's total up to what was shipped (never below what is already in). */
export function allRemaining(items: readonly ReceivedItem[]): ReceiveFormValues['items'] {
  return items.map((item) => ({
    ulid: item.ulid,
    quantity_received: String(Math.max(item.quantity_shipped, item.quantity_received)),
  }));
}

export interface ReceiptLine {
  /** Units this receipt adds (negative: a correction down); null while the box is not a number. */
  added: number | null;
  /** Shipped minus the new total: still to come (negative: more arrived than was shipped). */
  outstanding: number | null;
}

function typedTotal(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

/** The receipt's arithmetic, per item and in total, from the totals typed so far. */
export function receiptSummary(
  items: readonly ReceivedItem[],
  typed: readonly { quantity_received?: string }[],
): { lines: ReceiptLine[]; added: number; received: number; outstanding: number } {
  let added = 0;
  let received = 0;
  let outstanding = 0;
  const lines = items.map((item, index) => {
    const total = typedTotal(typed[index]?.quantity_received);
    const counted = total ?? item.quantity_received;
    received += counted;
    outstanding += item.quantity_shipped - counted;
    if (total === null) return { added: null, outstanding: null };
    added += total - item.quantity_received;
    return { added: total - item.quantity_received, outstanding: item.quantity_shipped - total };
  });
  return { lines, added, received, outstanding };
}

export function receiveRequest(values: z.output<typeof receiveFormSchema>): ReceiveTransferRequest {
  return { items: values.items, received_date: values.received_date, close: values.close || undefined };
}

/** "+5", "−2", "0": a change in units. */
export function signed(value: number): string {
  return value > 0 ? `+${value.toLocaleString()}` : value < 0 ? `−${Math.abs(value).toLocaleString()}` : '0';
}
