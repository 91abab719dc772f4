import { type SalesChannel, salesChannelRequestSchema } from '@backoffice/shared';
import { z } from 'zod';
import { blankAsNull, selectValue } from '../../../lib/form-values.ts';

const shape = salesChannelRequestSchema.shape;

export const salesChannelFormSchema = z.object({
  name: shape.name,
  type: shape.type,
  marketplace_id: blankAsNull(shape.marketplace_id),
  report_source_id: blankAsNull(shape.report_source_id),
});
export type SalesChannelFormValues = z.input<typeof salesChannelFormSchema>;
export const SALES_CHANNEL_FORM_FIELDS = ['name', 'type', 'marketplace_id', 'report_source_id'] as const;

/**
 * A channel may be fed by several sources; the form lists them all and its select shows the first
 * (the request takes one, and sending back one of them keeps them all).
 */
export function salesChannelFormValues(channel?: SalesChannel): SalesChannelFormValues {
  return {
    name: channel?.name ?? '',
    type: (channel?.type as SalesChannelFormValues['type'] | undefined) ?? 'amazon',
    marketplace_id: selectValue(channel?.marketplace?.id),
    report_source_id: selectValue(channel?.report_sources[0]?.id),
  };
}
