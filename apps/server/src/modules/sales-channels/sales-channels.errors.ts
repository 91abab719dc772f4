import { FIELD_MESSAGES } from '@backoffice/shared';
import { fieldError } from '../../lib/app-error.ts';

/** Sales channels' errors, each with its stable code. */
export const salesChannelErrors = {
  nameTaken: () => fieldError('sales_channels.name_taken', 'name', FIELD_MESSAGES.taken('name')),
  /** The organisation has a channel of that marketplace already: one per marketplace. */
  marketplaceTaken: () =>
    fieldError('sales_channels.marketplace_taken', 'marketplace_id', FIELD_MESSAGES.taken('marketplace')),
  invalidMarketplace: () =>
    fieldError(
      'sales_channels.invalid_marketplace',
      'marketplace_id',
      FIELD_MESSAGES.invalidSelection('marketplace'),
    ),
  /** An unknown report source, or another organisation's. */
  invalidReportSource: () =>
    fieldError(
      'sales_channels.invalid_report_source',
      'report_source_id',
      FIELD_MESSAGES.invalidSelection('report source'),
    ),
};
