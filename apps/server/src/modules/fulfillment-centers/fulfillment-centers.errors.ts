import { FIELD_MESSAGES } from '@backoffice/shared';
import { fieldError } from '../../lib/app-error.ts';

/** Fulfilment centres' errors, each with its stable code. */
export const fulfillmentCenterErrors = {
  nameTaken: () => fieldError('fulfillment_centers.name_taken', 'name', FIELD_MESSAGES.taken('name')),
  invalidMarketplace: () =>
    fieldError(
      'fulfillment_centers.invalid_marketplace',
      'marketplace_id',
      FIELD_MESSAGES.invalidSelection('marketplace'),
    ),
  invalidCountry: () =>
    fieldError(
      'fulfillment_centers.invalid_country',
      'country_id',
      FIELD_MESSAGES.invalidSelection('country'),
    ),
};
