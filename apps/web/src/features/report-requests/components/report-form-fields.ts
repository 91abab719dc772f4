import { PUBLISHED_REPORT_TYPES, REPORT_TYPES, type ReportType } from '@backoffice/shared';
import { z } from 'zod';
import { withInput } from '../../../lib/form-values.ts';

/** The types a user may upload: every type the product processes. */
export const OFFERED_REPORT_TYPES: readonly ReportType[] = REPORT_TYPES;

/**
 * The types a user may ask Amazon for: not the settlement report, which Amazon publishes by
 * itself (the daily sync fetches each one).
 */
export const REQUESTABLE_REPORT_TYPES: readonly ReportType[] = REPORT_TYPES.filter(
  (type) => !PUBLISHED_REPORT_TYPES.includes(type),
);

/**
 * FBA inventory rows do not say which marketplace they are of, so the stock could not be given a
 * country: its forms ask for the marketplace (the server needs it when the source sells in more
 * than one country).
 */
export function asksForMarketplace(type: string): boolean {
  // Amazon's restock advice is of one marketplace (an upload's lines may name theirs instead).
  if (type === 'GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT') return true;
  // The fee preview's rows do not name theirs either: its estimates are of one marketplace.
  return type === 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA' || type === 'GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA';
}

/** A select that must be chosen: '' says `message`, anything else goes through the shared rule. */
export function chosen<T extends z.ZodType>(message: string, field: T) {
  return z.string().trim().min(1, message).pipe(withInput<string, T>(field));
}

/** An optional text or select: '' is left out of the request. */
export function blankAsUndefined<T extends z.ZodType>(field: T) {
  return z
    .string()
    .transform((value) => (value.trim() === '' ? undefined : value.trim()))
    .pipe(withInput<string | undefined, T>(field));
}
