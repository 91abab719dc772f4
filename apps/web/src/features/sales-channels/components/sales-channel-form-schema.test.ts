import type { SalesChannel } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { salesChannelTypeLabel } from '../../../lib/sales-channel-types.ts';
import { salesChannelFormSchema, salesChannelFormValues } from './sales-channel-form-schema.ts';

const channel: SalesChannel = {
  id: 2,
  name: 'Amazon.de',
  type: 'amazon',
  marketplace: { id: 7, name: 'Amazon.de', mws_id: 'A1PA6795UKMFR9', country_code: 'DE' },
  report_sources: [{ id: 3, name: 'Amazon EU' }],
  sku_count: 0,
  stock: 0,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
};

describe('sales channel form', () => {
  it('round-trips a channel into the request the server expects', () => {
    expect(salesChannelFormSchema.parse(salesChannelFormValues(channel))).toEqual({
      name: 'Amazon.de',
      type: 'amazon',
      marketplace_id: 7,
      report_source_id: 3,
    });
  });

  it('sends null for no marketplace or source and refuses an unknown type', () => {
    const blank = { ...salesChannelFormValues(), name: 'Shop' };
    expect(salesChannelFormSchema.parse(blank)).toMatchObject({
      marketplace_id: null,
      report_source_id: null,
    });
    const wrong = salesChannelFormSchema.safeParse({ ...blank, type: 'fax' });
    expect(wrong.error?.issues[0]?.message).toBe('The selected type is invalid.');
  });

  it('labels known types and shows unknown ones as they are', () => {
    expect(salesChannelTypeLabel('website')).toBe('Own website');
    expect(salesChannelTypeLabel('walmart')).toBe('walmart');
  });
});
