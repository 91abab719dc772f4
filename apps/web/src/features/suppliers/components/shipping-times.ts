import {
  type REGION_CODES,
  type ShippingTimeInput,
  type Supplier,
  supplierRequestSchema,
} from '@backoffice/shared';
import type { z } from 'zod';
import { asInput, blankAsNull } from '../../../lib/form-values.ts';

/** "DE 12 days, EU 20 days": a supplier's shipping times in one line for the list. */
export function describeShippingTimes(times: readonly Pick<ShippingTimeInput, 'code' | 'days'>[]): string {
  return times.map((time) => `${time.code} ${time.days} day${time.days === 1 ? '' : 's'}`).join(', ');
}

export const REGION_NAMES: Record<(typeof REGION_CODES)[number], string> = {
  NA: 'North America',
  EU: 'Europe',
  FE: 'Far East',
};

/** A row of the editor as the inputs hold it (days typed as text). */
export interface ShippingTimeRow {
  type: 'country' | 'region';
  code: string;
  days: string;
}

export function newShippingTimeRow(type: ShippingTimeRow['type'] = 'country'): ShippingTimeRow {
  return { type, code: '', days: '' };
}

export function toShippingTimeRows(times: readonly ShippingTimeInput[]): ShippingTimeRow[] {
  return times.map((time) => ({ type: time.type, code: time.code, days: String(time.days) }));
}

/** The supplier form: the shared request rules, with "no warehouse" and "no currency" as empty selects. */
export const supplierFormSchema = supplierRequestSchema.extend({
  warehouse_id: blankAsNull(supplierRequestSchema.shape.warehouse_id),
  currency: blankAsNull(supplierRequestSchema.shape.currency).optional(),
  shipping_times: supplierRequestSchema.shape.shipping_times.unwrap(),
});
export type SupplierFormInput = z.input<typeof supplierFormSchema>;

/** The form's values for a supplier, or for a new one. */
export function supplierFormValues(supplier?: Supplier): SupplierFormInput {
  return {
    name: supplier?.name ?? '',
    warehouse_id: asInput(supplier?.warehouse?.id),
    currency: asInput(supplier?.currency),
    shipping_times: toShippingTimeRows(supplier?.shipping_times ?? []),
  };
}

/** The fields a 422 may name: every row's type, code and days before the list itself. */
export function supplierErrorFields(rows: number): string[] {
  const rowFields = Array.from({ length: rows }, (_, index) =>
    ['type', 'code', 'days'].map((field) => `shipping_times.${index}.${field}`),
  ).flat();
  return ['name', 'warehouse_id', 'currency', ...rowFields, 'shipping_times'];
}
