import { describe, expect, it } from 'vitest';
import { resolveCogs } from './cogs.domain.ts';

const none = { cogs: null, cogsCurrency: 'USD' };
const twelveDollars = { cogs: 1200, cogsCurrency: 'USD' };

describe('resolveCogs', () => {
  it('changes nothing when neither amount nor currency is sent', () => {
    expect(resolveCogs(twelveDollars, {})).toEqual({ ok: true, value: {} });
  });

  it('stores a new amount in minor units of the given or the current currency', () => {
    expect(resolveCogs(none, { cogs: '12.5' })).toEqual({
      ok: true,
      value: { cogs: 1250, cogsCurrency: 'USD' },
    });
    expect(resolveCogs(twelveDollars, { cogs: '900', cogsCurrency: 'JPY' })).toEqual({
      ok: true,
      value: { cogs: 900, cogsCurrency: 'JPY' },
    });
    expect(resolveCogs(none, { cogs: '1500.00', cogsCurrency: 'JPY' })).toEqual({
      ok: true,
      value: { cogs: 1500, cogsCurrency: 'JPY' },
    });
  });

  it('keeps the value of the stored amount when only the currency changes', () => {
    expect(resolveCogs(twelveDollars, { cogsCurrency: 'EUR' })).toEqual({
      ok: true,
      value: { cogs: 1200, cogsCurrency: 'EUR' },
    });
    expect(resolveCogs(twelveDollars, { cogsCurrency: 'JPY' })).toEqual({
      ok: true,
      value: { cogs: 12, cogsCurrency: 'JPY' },
    });
    expect(resolveCogs(none, { cogsCurrency: 'GBP' })).toEqual({ ok: true, value: { cogsCurrency: 'GBP' } });
  });

  it('clears the amount with null', () => {
    expect(resolveCogs(twelveDollars, { cogs: null })).toEqual({
      ok: true,
      value: { cogs: null, cogsCurrency: 'USD' },
    });
  });

  it('refuses amounts the currency cannot hold and unknown currencies', () => {
    const refusal = (change: ReturnType<typeof resolveCogs>) =>
      change.ok ? change : { ok: false, code: change.error.code, errors: change.error.errors };
    expect(refusal(resolveCogs(none, { cogs: '1.005' }))).toEqual({
      ok: false,
      code: 'cogs.too_many_decimals',
      errors: { cogs: ['The cogs must have at most 2 decimals in USD.'] },
    });
    expect(refusal(resolveCogs({ cogs: 1250, cogsCurrency: 'USD' }, { cogsCurrency: 'JPY' }))).toEqual({
      ok: false,
      code: 'cogs.too_many_decimals',
      errors: { cogs: ['The cogs must be a whole amount in JPY.'] },
    });
    expect(refusal(resolveCogs(none, { cogs: '1', cogsCurrency: 'XYZ' }))).toEqual({
      ok: false,
      code: 'cogs.unknown_currency',
      errors: { cogs_currency: ['The cogs currency must be a known currency code.'] },
    });
  });
});
