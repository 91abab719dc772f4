import { type Warehouse, warehouseRequestSchema } from '@backoffice/shared';
import { z } from 'zod';
import { asInput, blankAsNull, selectValue, withInput } from '../../../lib/form-values.ts';

const shape = warehouseRequestSchema.shape;

/** The shared request rules over what the form holds: text boxes and a select give strings. */
export const warehouseFormSchema = z.object({
  name: shape.name,
  foreign_id: blankAsNull(z.string().trim().max(100).nullable()),
  report_source_id: blankAsNull(shape.report_source_id),
  country_ids: z
    .array(z.number().int())
    .pipe(withInput<number[], typeof shape.country_ids>(shape.country_ids)),
  is_distribution_center: z.boolean(),
  is_fulfillment_center: z.boolean(),
  transit_days: blankAsNull(shape.transit_days),
});
export type WarehouseFormValues = z.input<typeof warehouseFormSchema>;
export const WAREHOUSE_FORM_FIELDS = Object.keys(warehouseFormSchema.shape) as (keyof WarehouseFormValues)[];

export function warehouseFormValues(warehouse?: Warehouse): WarehouseFormValues {
  return {
    name: warehouse?.name ?? '',
    foreign_id: warehouse?.foreign_id ?? '',
    report_source_id: selectValue(warehouse?.report_source_id),
    country_ids: warehouse?.countries.map((country) => country.id) ?? [],
    is_distribution_center: warehouse?.is_distribution_center ?? false,
    is_fulfillment_center: warehouse?.is_fulfillment_center ?? false,
    transit_days: asInput(warehouse?.transit_days),
  };
}
