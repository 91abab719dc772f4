import { describe, expect, it } from 'vitest';
import {
  describeShippingTimes,
  supplierErrorFields,
  supplierFormSchema,
  toShippingTimeRows,
} from './shipping-times.ts';

describe('describeShippingTimes', () => {
  it('lists code and days in one line', () => {
    expect(
      describeShippingTimes([
        { code: 'DE', days: 12 },
        { code: 'EU', days: 1 },
      ]),
    ).toBe('DE 12 days, EU 1 day');
    expect(describeShippingTimes([])).toBe('');
  });
});

describe('supplierFormSchema', () => {
  it('sends no warehouse as null and typed days as numbers', () => {
    const parsed = supplierFormSchema.parse({
      name: 'Acme',
      warehouse_id: '',
      shipping_times: [{ type: 'country', code: 'de', days: '12' }],
    });
    expect(parsed).toEqual({
      name: 'Acme',
      warehouse_id: null,
      shipping_times: [{ type: 'country', code: 'DE', days: 12 }],
    });
  });

  it('sends no currency as null, and refuses a code that is none', () => {
    const base = { name: 'Acme', warehouse_id: '', shipping_times: [] };
    expect(supplierFormSchema.parse({ ...base, currency: '' }).currency).toBeNull();
    expect(supplierFormSchema.parse({ ...base, currency: 'EUR' }).currency).toBe('EUR');
    expect(supplierFormSchema.safeParse({ ...base, currency: 'ABC' }).error?.issues[0]?.message).toBe(
      'The currency must be a known currency code such as USD.',
    );
  });

  it('refuses the same country twice, on the second row’s code', () => {
    const result = supplierFormSchema.safeParse({
      name: 'Acme',
      warehouse_id: '',
      shipping_times: [
        { type: 'country', code: 'DE', days: '12' },
        { type: 'country', code: 'DE', days: '14' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['shipping_times', 1, 'code']);
  });
});

describe('rows and error fields', () => {
  it('turns stored shipping times into editable rows', () => {
    expect(toShippingTimeRows([{ type: 'region', code: 'EU', days: 20 }])).toEqual([
      { type: 'region', code: 'EU', days: '20' },
    ]);
  });

  it('puts each row’s fields before the list, so a row error lands on its input', () => {
    expect(supplierErrorFields(1)).toEqual([
      'name',
      'warehouse_id',
      'currency',
      'shipping_times.0.type',
      'shipping_times.0.code',
      'shipping_times.0.days',
      'shipping_times',
    ]);
  });
});
