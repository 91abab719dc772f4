import { currencyDecimals, FIELD_MESSAGES } from '@backoffice/shared';
import { fieldError } from '../../lib/app-error.ts';

/** The products' errors, each with its stable code. */
export const productErrors = {
  nameTaken: () => fieldError('products.name_taken', 'name', FIELD_MESSAGES.taken('name')),
  invalidSupplier: () =>
    fieldError('products.invalid_supplier', 'supplier_id', FIELD_MESSAGES.invalidSelection('supplier id')),
  /** CSV import: the supplier cell names no supplier of the organisation. */
  unknownSupplier: (name: string) =>
    fieldError('products.unknown_supplier', 'supplier', `No supplier named "${name}".`),
};

/**
 * The COGS rules' errors (cogs.ts). Products and SKUs share the rules, so the codes name the rule
 * rather than the resource: a client reads them the same way on either.
 */
export const cogsErrors = {
  unknownCurrency: () =>
    fieldError('cogs.unknown_currency', 'cogs_currency', 'The cogs currency must be a known currency code.'),
  tooManyDecimals: (currency: string) => {
    const decimals = currencyDecimals(currency);
    return fieldError(
      'cogs.too_many_decimals',
      'cogs',
      decimals === 0
        ? `The cogs must be a whole amount in ${currency}.`
        : `The cogs must have at most ${decimals} decimals in ${currency}.`,
    );
  },
};
