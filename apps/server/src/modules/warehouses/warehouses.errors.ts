import { FIELD_MESSAGES } from '@backoffice/shared';
import { fieldError } from '../../lib/app-error.ts';

/** Warehouses' errors, each with its stable code. */
export const warehouseErrors = {
  /** Names are unique per organisation whatever their case. */
  nameTaken: () => fieldError('warehouses.name_taken', 'name', FIELD_MESSAGES.taken('name')),
  /** An unknown report source, or another organisation's. */
  invalidReportSource: () =>
    fieldError(
      'warehouses.invalid_report_source',
      'report_source_id',
      FIELD_MESSAGES.invalidSelection('report source'),
    ),
  /** The `index`-th of the request's country_ids is not a country. */
  invalidCountry: (index: number) =>
    fieldError(
      'warehouses.invalid_country',
      `country_ids.${index}`,
      FIELD_MESSAGES.invalidSelection('country'),
    ),
  /** Stock history is never thrown away, so a warehouse with ledger movements stays. */
  hasHistory: () => fieldError('warehouses.has_history', 'warehouse', 'This warehouse has stock history.'),
  inUse: () =>
    fieldError(
      'warehouses.in_use',
      'warehouse',
      'Transfers or purchase orders name this warehouse; delete or change them first.',
    ),
};
