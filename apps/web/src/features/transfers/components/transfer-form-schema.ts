import {
  DEFAULT_CURRENCY,
  DEFAULT_SHIPPING_DAYS,
  type Transfer,
  type TransferItem,
  type TransferRequest,
  type TransferSuggestionLine,
  transferItemRequestSchema,
  transferRequestSchema,
} from '@backoffice/shared';
import { monotonicFactory } from 'ulid';
import { z } from 'zod';
import { asInput, blankAsNull, selectValue, withInput } from '../../../lib/form-values.ts';
import { wholeNumber } from './receive-form-schema.ts';

const shape = transferRequestSchema.shape;
const itemShape = transferItemRequestSchema.shape;

/** The SKU a row carries, as shown (the server's item has the same). */
export type ItemSku = TransferItem['sku'];

const nextUlid = monotonicFactory();
/** A new item's id: a time-sortable ulid, lower-cased as the server stores them (rows keep their order). */
export function newItemUlid(): string {
  return nextUlid().toLowerCase();
}

/** A box that may stay empty (no case pack) or hold a whole number. */
function optionalWholeNumber<T extends z.ZodType>(field: T) {
  return z
    .string()
    .transform((value) => (value.trim() === '' ? null : Number(value)))
    .pipe(withInput<number | null, T>(field));
}

export const transferItemFormSchema = z.object({
  ulid: itemShape.ulid,
  sku_id: z.number(),
  sku: z.custom<ItemSku>(),
  quantity_shipped: wholeNumber(itemShape.quantity_shipped),
  quantity_in_case: optionalWholeNumber(itemShape.quantity_in_case),
});
export type TransferItemFormValues = z.input<typeof transferItemFormSchema>;

/** Editing a transfer: the shared request rules over what the inputs hold. */
export const transferFormSchema = z.object({
  name: shape.name,
  from: shape.from,
  outgoing_warehouse_id: blankAsNull(shape.outgoing_warehouse_id),
  destination_warehouse_id: blankAsNull(shape.destination_warehouse_id),
  fulfillment_center_id: blankAsNull(shape.fulfillment_center_id),
  courier: shape.courier,
  tracking_number: shape.tracking_number,
  shipping_cost: blankAsNull(shape.shipping_cost),
  shipping_cost_currency: shape.shipping_cost_currency,
  shipping_date: blankAsNull(shape.shipping_date),
  shipping_days: wholeNumber(shape.shipping_days.unwrap()),
  items: z.array(transferItemFormSchema).max(1000, 'A transfer holds at most 1000 items.'),
});
export type TransferFormValues = z.input<typeof transferFormSchema>;
export type TransferFormOutput = z.output<typeof transferFormSchema>;

const ITEM_FIELDS = ['sku_id', 'quantity_shipped', 'quantity_in_case'] as const;
const FORM_FIELDS = [
  'name',
  'from',
  'outgoing_warehouse_id',
  'destination_warehouse_id',
  'fulfillment_center_id',
  'courier',
  'tracking_number',
  'shipping_cost',
  'shipping_cost_currency',
  'shipping_date',
  'shipping_days',
] as const;

/**
 * The fields a server 422 may name, with each item's own (`items.3.quantity_shipped`) before the
 * list as a whole (`items`: too many), since the first field a key starts with takes it.
 */
export function transferFormFields(itemCount: number) {
  const itemFields = Array.from({ length: itemCount }, (_, index) =>
    ITEM_FIELDS.map((field) => `items.${index}.${field}` as const),
  ).flat();
  return [...itemFields, ...FORM_FIELDS, 'items'] as const;
}

export function transferItemFormValues(
  item: Pick<TransferItem, 'ulid' | 'sku' | 'quantity_shipped' | 'quantity_in_case'>,
): TransferItemFormValues {
  return {
    ulid: item.ulid,
    sku_id: item.sku.id,
    sku: item.sku,
    quantity_shipped: String(item.quantity_shipped),
    quantity_in_case: asInput(item.quantity_in_case),
  };
}

/** A row for a SKU just entered: no quantity yet (the cursor goes there next). */
export function newItemFormValues(sku: ItemSku): TransferItemFormValues {
  return { ulid: newItemUlid(), sku_id: sku.id, sku, quantity_shipped: '', quantity_in_case: '' };
}

/** A row for a line of the server's suggestion: its SKU and recommended quantity. */
export function suggestedItemFormValues(line: TransferSuggestionLine): TransferItemFormValues {
  return {
    ulid: newItemUlid(),
    sku_id: line.sku.id,
    sku: { ...line.sku, asin: null },
    quantity_shipped: String(line.recommended_quantity),
    quantity_in_case: '',
  };
}

/** A new transfer's form: nothing chosen yet, the server's defaults shown (5 days on the way, USD). */
export function newTransferFormValues(): TransferFormValues {
  return {
    name: '',
    from: '',
    outgoing_warehouse_id: '',
    destination_warehouse_id: '',
    fulfillment_center_id: '',
    courier: '',
    tracking_number: '',
    shipping_cost: '',
    shipping_cost_currency: DEFAULT_CURRENCY,
    shipping_date: '',
    shipping_days: String(DEFAULT_SHIPPING_DAYS),
    items: [],
  };
}

export function transferFormValues(transfer: Transfer): TransferFormValues {
  return {
    name: asInput(transfer.name),
    from: asInput(transfer.from),
    outgoing_warehouse_id: selectValue(transfer.outgoing_warehouse_id),
    destination_warehouse_id: selectValue(transfer.destination_warehouse_id),
    fulfillment_center_id: selectValue(transfer.fulfillment_center_id),
    courier: asInput(transfer.courier),
    tracking_number: asInput(transfer.tracking_number),
    shipping_cost: asInput(transfer.shipping_cost),
    shipping_cost_currency: transfer.shipping_cost_currency,
    shipping_date: asInput(transfer.shipping_date),
    shipping_days: String(transfer.shipping_days),
    items: (transfer.items ?? []).map(transferItemFormValues),
  };
}

/**
 * The PUT body. Items go only while they may change (before shipping), as the whole list: the
 * server upserts them by ulid and removes those left out. A destination that is no fulfilment
 * centre names none; an origin warehouse needs no free-text `from`.
 */
export function transferRequest(
  { items, ...values }: TransferFormOutput,
  { withItems, destinationIsFc }: { withItems: boolean; destinationIsFc: boolean },
): TransferRequest {
  return {
    ...values,
    from: values.outgoing_warehouse_id === null ? values.from : null,
    fulfillment_center_id: destinationIsFc ? values.fulfillment_center_id : null,
    ...(withItems
      ? {
          items: items.map(({ ulid, sku_id, quantity_shipped, quantity_in_case }) => ({
            ulid,
            sku_id,
            quantity_shipped,
            quantity_in_case,
          })),
        }
      : {}),
  };
}

/** Finds the SKU someone typed among search results: its exact SKU id, else its ASIN, else the only match. */
export function pickTypedSku<T extends { sku_id: string; asin: string | null }>(
  typed: string,
  candidates: readonly T[],
): { sku: T } | { ambiguous: T[] } | null {
  const wanted = typed.trim().toLowerCase();
  if (wanted === '') return null;
  const byId = candidates.find((sku) => sku.sku_id.toLowerCase() === wanted);
  if (byId) return { sku: byId };
  const byAsin = candidates.filter((sku) => sku.asin?.toLowerCase() === wanted);
  if (byAsin.length === 1 && byAsin[0]) return { sku: byAsin[0] };
  if (byAsin.length > 1) return { ambiguous: byAsin };
  if (candidates.length === 1 && candidates[0]) return { sku: candidates[0] };
  return candidates.length > 1 ? { ambiguous: [...candidates] } : null;
}
