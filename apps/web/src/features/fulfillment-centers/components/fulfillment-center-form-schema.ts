import { type FulfillmentCenter, fulfillmentCenterRequestSchema } from '@backoffice/shared';
import { z } from 'zod';
import { blankAsNull, selectValue } from '../../../lib/form-values.ts';

const shape = fulfillmentCenterRequestSchema.shape;

export const fulfillmentCenterFormSchema = z.object({
  name: shape.name,
  marketplace_id: blankAsNull(shape.marketplace_id),
  country_id: blankAsNull(shape.country_id),
  state: blankAsNull(z.string().trim().max(100).nullable()),
});
export type FulfillmentCenterFormValues = z.input<typeof fulfillmentCenterFormSchema>;
export const FULFILLMENT_CENTER_FORM_FIELDS = ['name', 'marketplace_id', 'country_id', 'state'] as const;

export function fulfillmentCenterFormValues(center?: FulfillmentCenter): FulfillmentCenterFormValues {
  return {
    name: center?.name ?? '',
    marketplace_id: selectValue(center?.marketplace_id),
    country_id: selectValue(center?.country_id),
    state: center?.state ?? '',
  };
}
