import { fieldError } from '../../lib/app-error.ts';

/**
 * A product's stock chart's errors. Their codes keep the `inventory.` prefix they had when the
 * chart lived in the ledger's module: clients match on codes.
 */
export const productStockErrors = {
  reversedRange: () =>
    fieldError('inventory.reversed_range', 'from', 'The from date must be on or before the to date.'),
  rangeTooLong: (maxDays: number) =>
    fieldError('inventory.range_too_long', 'from', `The range must not be longer than ${maxDays} days.`),
};
