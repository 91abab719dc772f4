import { afterEach, describe, expect, it } from 'vitest';
import { currencyDecimals, fromMinorUnits, isCurrencyCode, toMinorUnits } from './money.ts';

describe('money in minor units', () => {
  it('knows how many decimals a currency has', () => {
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('EUR')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('KWD')).toBe(3);
  });

  it('turns USD amounts into cents', () => {
    expect(toMinorUnits('12.50', 'USD')).toBe(1250);
    expect(toMinorUnits('12.5', 'USD')).toBe(1250);
    expect(toMinorUnits('12', 'USD')).toBe(1200);
    expect(toMinorUnits('0.07', 'USD')).toBe(7);
    expect(toMinorUnits(' 3.10 ', 'USD')).toBe(310);
    expect(fromMinorUnits(1250, 'USD')).toBe('12.50');
    expect(fromMinorUnits(7, 'USD')).toBe('0.07');
    expect(fromMinorUnits(0, 'USD')).toBe('0.00');
  });

  it('keeps yen whole: JPY has no minor unit', () => {
    expect(toMinorUnits('1500', 'JPY')).toBe(1500);
    expect(fromMinorUnits(1500, 'JPY')).toBe('1500');
    expect(toMinorUnits('1500.5', 'JPY')).toBeUndefined();
    expect(toMinorUnits('1500.00', 'JPY')).toBe(1500);
    expect(toMinorUnits('12.500', 'USD')).toBe(1250);
  });

  it('handles negative amounts both ways', () => {
    expect(toMinorUnits('-4.25', 'USD')).toBe(-425);
    expect(fromMinorUnits(-425, 'USD')).toBe('-4.25');
    expect(fromMinorUnits(-5, 'USD')).toBe('-0.05');
    expect(toMinorUnits('-300', 'JPY')).toBe(-300);
  });

  it('refuses more decimals than the currency has, and anything that is not an amount', () => {
    expect(toMinorUnits('12.505', 'USD')).toBeUndefined();
    expect(toMinorUnits('0.001', 'EUR')).toBeUndefined();
    expect(toMinorUnits('1.2345', 'KWD')).toBeUndefined();
    expect(toMinorUnits('1.234', 'KWD')).toBe(1234);
    for (const text of ['', 'abc', '1,50', '1.2.3', '.5', '1e3', '--1'])
      expect(toMinorUnits(text, 'USD'), text).toBeUndefined();
    expect(toMinorUnits('99999999999999999999', 'USD')).toBeUndefined();
  });

  it('round-trips every amount it accepts', () => {
    for (const [amount, currency] of [
      ['0.01', 'USD'],
      ['19.99', 'EUR'],
      ['123456789.10', 'GBP'],
      ['-0.50', 'USD'],
      ['987', 'JPY'],
      ['1.005', 'KWD'],
    ] as const) {
      const minor = toMinorUnits(amount, currency);
      expect(minor, `${amount} ${currency}`).toBeDefined();
      expect(fromMinorUnits(minor as number, currency)).toBe(amount);
    }
  });

  it('recognises real currency codes only', () => {
    expect(isCurrencyCode('USD')).toBe(true);
    expect(isCurrencyCode('JPY')).toBe(true);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
  });

  describe('formatter cost', () => {
    const original = Intl.NumberFormat;
    afterEach(() => {
      Intl.NumberFormat = original;
    });

    it('builds at most one Intl.NumberFormat per currency, however many values it converts', () => {
      let built = 0;
      Intl.NumberFormat = new Proxy(original, {
        construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          built++;
          return new target(...args);
        },
      });
      for (let i = 0; i < 1000; i++) {
        fromMinorUnits(i, 'CHF');
        toMinorUnits(`${i}.5`, 'CHF');
        isCurrencyCode('CHF');
        fromMinorUnits(i, 'BHD');
        isCurrencyCode('QQQ');
      }
      // CHF and BHD's decimals, CHF's and QQQ's validity: four at most, not 5,000.
      expect(built).toBeLessThanOrEqual(4);
      expect(fromMinorUnits(1234, 'BHD')).toBe('1.234');
      expect(isCurrencyCode('QQQ')).toBe(false);
    });
  });
});
