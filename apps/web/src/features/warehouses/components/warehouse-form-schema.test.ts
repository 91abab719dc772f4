import type { Warehouse } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { warehouseFormSchema, warehouseFormValues } from './warehouse-form-schema.ts';

const warehouse: Warehouse = {
  id: 1,
  ulid: '01HZZZZZZZZZZZZZZZZZZZZZZZ',
  name: 'Main',
  foreign_id: null,
  report_source_id: 3,
  report_source: { id: 3, name: 'Amazon EU' },
  countries: [{ id: 5, name: 'Germany', region_code: 'EU', country_code: 'DE' }],
  is_distribution_center: true,
  is_fulfillment_center: false,
  transit_days: null,
  sku_count: 0,
  stock: 0,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
};

describe('warehouse form', () => {
  it('starts from the warehouse and sends the same values back', () => {
    const values = warehouseFormValues(warehouse);
    expect(values).toMatchObject({ foreign_id: '', report_source_id: '3', country_ids: [5] });
    expect(warehouseFormSchema.parse(values)).toEqual({
      name: 'Main',
      foreign_id: null,
      report_source_id: 3,
      country_ids: [5],
      is_distribution_center: true,
      is_fulfillment_center: false,
      transit_days: null,
    });
  });

  it('sends typed transit days as a number, and an empty box as null (planning then learns or defaults)', () => {
    const values = warehouseFormValues({ ...warehouse, transit_days: 9 });
    expect(values.transit_days).toBe('9');
    expect(warehouseFormSchema.parse({ ...values, transit_days: '12' }).transit_days).toBe(12);
    expect(warehouseFormSchema.parse({ ...values, transit_days: ' ' }).transit_days).toBeNull();
    const refused = warehouseFormSchema.safeParse({ ...values, transit_days: '-1' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'The transit days must be at least 0.',
    ]);
  });

  it('sends null for an empty report source and foreign id, and needs a name', () => {
    const result = warehouseFormSchema.safeParse({ ...warehouseFormValues(), name: ' ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['The name field is required.']);
    const parsed = warehouseFormSchema.parse({ ...warehouseFormValues(), name: 'New' });
    expect(parsed).toMatchObject({ foreign_id: null, report_source_id: null, country_ids: [] });
  });
});
