import { describe, expect, it } from 'vitest';
import { createReportRequestFrom, requestReportFormSchema } from './request-report-form-schema.ts';

const form = {
  report_source_id: '4',
  report_type: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
  marketplace_id: '',
  data_start_time: '2026-03-01',
  data_end_time: '2026-03-31',
};

describe('the "Request from Amazon" form', () => {
  it('asks from the first day’s local midnight to the end of the last day', () => {
    const values = requestReportFormSchema.parse(form);
    expect(createReportRequestFrom(values, new Date('2026-06-01T00:00:00Z'))).toEqual({
      report_source_id: 4,
      report_type: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
      data_start_time: new Date(2026, 2, 1).toISOString(),
      data_end_time: new Date(2026, 2, 31, 23, 59, 59, 999).toISOString(),
    });
  });

  it('never asks past now, and names the marketplace only for FBA inventory', () => {
    const now = new Date(2026, 2, 31, 15, 0, 0);
    const inventory = requestReportFormSchema.parse({
      ...form,
      report_type: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA',
      marketplace_id: 'A1F83G8C2ARO7P',
    });
    expect(createReportRequestFrom(inventory, now)).toMatchObject({
      data_end_time: now.toISOString(),
      marketplace_ids: ['A1F83G8C2ARO7P'],
    });
    const orders = requestReportFormSchema.parse({ ...form, marketplace_id: 'A1F83G8C2ARO7P' });
    expect(createReportRequestFrom(orders, now)).not.toHaveProperty('marketplace_ids');
  });

  it('refuses a missing source and a last day before the first, each on its field', () => {
    const result = requestReportFormSchema.safeParse({
      ...form,
      report_source_id: '',
      data_end_time: '2026-02-01',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['report_source_id', 'Choose the report source.'],
      ['data_end_time', 'The last day must not be before the first.'],
    ]);
  });
});
