import { type CreateReportRequest, createReportRequestSchema } from '@backoffice/shared';
import { z } from 'zod';
import type { ServerFieldAliases } from '../../../lib/form-errors.ts';
import { asksForMarketplace, blankAsUndefined, chosen } from './report-form-fields.ts';

const shape = createReportRequestSchema.shape;

/**
 * Asking Amazon for a report: a source, a type and whole days (local), which the request turns
 * into the times Amazon wants.
 */
export const requestReportFormSchema = z
  .object({
    report_source_id: chosen('Choose the report source.', shape.report_source_id),
    report_type: chosen('Choose the report type.', shape.report_type),
    marketplace_id: blankAsUndefined(z.string().max(20).optional()),
    data_start_time: z.iso.date({ error: 'Choose the first day of the report.' }),
    data_end_time: blankAsUndefined(z.iso.date({ error: 'The last day must be a date.' }).optional()),
  })
  .refine((values) => !values.data_end_time || values.data_end_time >= values.data_start_time, {
    path: ['data_end_time'],
    error: 'The last day must not be before the first.',
  });
export type RequestReportFormValues = z.input<typeof requestReportFormSchema>;
export type RequestReportFormOutput = z.output<typeof requestReportFormSchema>;
export const REQUEST_REPORT_FORM_FIELDS = [
  'report_source_id',
  'report_type',
  'marketplace_id',
  'data_start_time',
  'data_end_time',
] as const;
/** The form holds one marketplace; the server names a list. */
export const REQUEST_REPORT_ALIASES: ServerFieldAliases<RequestReportFormValues> = {
  marketplace_ids: 'marketplace_id',
};

/** A date input's value for a local day: YYYY-MM-DD. */
export function localDay(date: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last 30 days up to today, of the only connected source when there is one. */
export function emptyRequestReport(
  sourceIds: readonly number[],
  today = new Date(),
): RequestReportFormValues {
  const monthAgo = new Date(today);
  monthAgo.setDate(monthAgo.getDate() - 30);
  return {
    report_source_id: sourceIds.length === 1 ? String(sourceIds[0]) : '',
    report_type: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
    marketplace_id: '',
    data_start_time: localDay(monthAgo),
    data_end_time: localDay(today),
  };
}

/**
 * The request: from the first day's local midnight to the end of the last day, but never later
 * than now (Amazon refuses an end in the future); without a last day, up to now.
 */
export function createReportRequestFrom(
  values: RequestReportFormOutput,
  now = new Date(),
): CreateReportRequest {
  const start = new Date(`${values.data_start_time}T00:00:00`);
  const end = values.data_end_time ? new Date(`${values.data_end_time}T23:59:59.999`) : undefined;
  return {
    report_source_id: values.report_source_id,
    report_type: values.report_type,
    data_start_time: start.toISOString(),
    ...(end && { data_end_time: (end > now ? now : end).toISOString() }),
    ...(asksForMarketplace(values.report_type) &&
      values.marketplace_id && { marketplace_ids: [values.marketplace_id] }),
  };
}
