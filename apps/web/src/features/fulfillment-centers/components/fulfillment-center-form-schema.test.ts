import { describe, expect, it } from 'vitest';
import {
  fulfillmentCenterFormSchema,
  fulfillmentCenterFormValues,
} from './fulfillment-center-form-schema.ts';

describe('fulfilment centre form', () => {
  it('upper-cases the code and sends null for what is left empty', () => {
    expect(fulfillmentCenterFormSchema.parse({ ...fulfillmentCenterFormValues(), name: ' phx7 ' })).toEqual({
      name: 'PHX7',
      marketplace_id: null,
      country_id: null,
      state: null,
    });
  });

  it('round-trips a centre and keeps the shared limit on the code', () => {
    const values = fulfillmentCenterFormValues({
      id: 1,
      name: 'LTN1',
      marketplace_id: 4,
      country_id: 9,
      state: null,
      country: null,
      marketplace: null,
    });
    expect(fulfillmentCenterFormSchema.parse(values)).toEqual({
      name: 'LTN1',
      marketplace_id: 4,
      country_id: 9,
      state: null,
    });
    const tooLong = fulfillmentCenterFormSchema.safeParse({ ...values, name: 'X'.repeat(21) });
    expect(tooLong.error?.issues[0]?.message).toBe('The name field must not be greater than 20 characters.');
  });
});
