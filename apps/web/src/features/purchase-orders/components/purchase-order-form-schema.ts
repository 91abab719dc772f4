import {
  DEFAULT_CURRENCY,
  type PurchaseOrder,
  type PurchaseOrderRequest,
  type PurchaseOrderSuggestion,
  purchaseOrderLineRequestSchema,
  purchaseOrderRequestSchema,
} from '@backoffice/shared';
import { z } from 'zod';
import { blankAsNull, withInput } from '../../../lib/form-values.ts';

export interface PickedLineSku {
  id: number;
  label: string;
}

const line = purchaseOrderLineRequestSchema.shape;
const order = purchaseOrderRequestSchema.shape;

/** A line as the form holds it: the picked SKU and the numbers as typed, checked by the shared rules. */
export const lineFormSchema = z.object({
  sku: z.custom<PickedLineSku | null>().refine((sku) => sku !== null, 'The sku field is required.'),
  quantity: withInput<string, typeof line.quantity>(line.quantity),
  unit_cost: line.unit_cost,
  currency: z.string(),
  quantity_in_case: blankAsNull(line.quantity_in_case),
});
export type LineFormInput = z.input<typeof lineFormSchema>;

/** The form's values: the shared request's rules over what the inputs hold. */
export const purchaseOrderFormSchema = z.object({
  supplier_id: withInput<string, typeof order.supplier_id>(order.supplier_id),
  warehouse_id: withInput<string, typeof order.warehouse_id>(order.warehouse_id),
  order_date: z.string(),
  reference: z.string(),
  notes: z.string(),
  lines: z.array(lineFormSchema).min(1, 'Add at least one line.'),
});
export type PurchaseOrderFormInput = z.input<typeof purchaseOrderFormSchema>;
export type PurchaseOrderFormOutput = z.output<typeof purchaseOrderFormSchema>;

/** The checked form as the API's request. */
export function purchaseOrderRequest(form: PurchaseOrderFormOutput): PurchaseOrderRequest {
  return {
    supplier_id: form.supplier_id,
    warehouse_id: form.warehouse_id,
    order_date: form.order_date || undefined,
    reference: form.reference.trim() || null,
    notes: form.notes.trim() || null,
    lines: form.lines.map((entry) => ({
      sku_id: entry.sku?.id ?? 0,
      quantity: entry.quantity,
      unit_cost: entry.unit_cost,
      currency: entry.currency,
      quantity_in_case: entry.quantity_in_case,
    })),
  };
}

export const emptyLine = (): LineFormInput => ({
  sku: null,
  quantity: '',
  unit_cost: '',
  currency: DEFAULT_CURRENCY,
  quantity_in_case: '',
});

export function purchaseOrderFormValues(order?: PurchaseOrder): PurchaseOrderFormInput {
  if (!order)
    return {
      supplier_id: '',
      warehouse_id: '',
      order_date: new Date().toISOString().slice(0, 10),
      reference: '',
      notes: '',
      lines: [emptyLine()],
    };
  return {
    supplier_id: String(order.supplier.id),
    warehouse_id: String(order.warehouse.id),
    order_date: order.order_date,
    reference: order.reference ?? '',
    notes: order.notes ?? '',
    lines: (order.lines ?? []).map((line) => ({
      sku: { id: line.sku.id, label: line.sku.display_name },
      quantity: String(line.quantity),
      unit_cost: line.unit_cost,
      currency: line.currency,
      quantity_in_case: line.quantity_in_case === null ? '' : String(line.quantity_in_case),
    })),
  };
}

/** The suggestion's lines worth ordering (a recommended quantity above 0), as form lines. */
export function suggestedLines(suggestion: PurchaseOrderSuggestion): LineFormInput[] {
  return suggestion.lines
    .filter((line) => line.recommended_quantity > 0)
    .map((line) => ({
      sku: { id: line.sku.id, label: line.sku.display_name },
      quantity: String(line.recommended_quantity),
      unit_cost: line.unit_cost ?? '',
      currency: line.currency,
      quantity_in_case: line.quantity_in_case === null ? '' : String(line.quantity_in_case),
    }));
}

/** The fields a 422 may name, for `submitShowingServerErrors` (`lines.N.sku_id` is the picker). */
export function purchaseOrderErrorFields(lineCount: number): string[] {
  const lines = Array.from({ length: lineCount }, (_, index) =>
    ['sku', 'quantity', 'unit_cost', 'currency', 'quantity_in_case'].map(
      (field) => `lines.${index}.${field}`,
    ),
  ).flat();
  return ['supplier_id', 'warehouse_id', 'order_date', 'reference', 'notes', ...lines, 'lines'];
}

export function purchaseOrderErrorAliases(lineCount: number): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: lineCount }, (_, index) => [`lines.${index}.sku_id`, `lines.${index}.sku`]),
  );
}
