import { type UploadReportRequestFields, uploadReportRequestFieldsSchema } from '@backoffice/shared';
import { z } from 'zod';
import { asksForMarketplace, blankAsUndefined, chosen } from './report-form-fields.ts';

const shape = uploadReportRequestFieldsSchema.shape;

/** The upload form: the shared fields' rules over what the inputs hold, and the chosen file. */
export const uploadReportFormSchema = z.object({
  report_source_id: chosen('Choose the report source.', shape.report_source_id),
  report_type: chosen('Choose the report type.', shape.report_type),
  marketplace_id: blankAsUndefined(shape.marketplace_id),
  file: z
    .instanceof(File)
    .nullable()
    .refine((file) => file !== null, 'Choose the report file to upload.')
    .transform((file) => file as File),
});
export type UploadReportFormValues = z.input<typeof uploadReportFormSchema>;
export type UploadReportFormOutput = z.output<typeof uploadReportFormSchema>;
export const UPLOAD_REPORT_FORM_FIELDS = [
  'report_source_id',
  'report_type',
  'marketplace_id',
  'file',
] as const;

/** A new upload: the organisation's only source chosen when it has one, the orders report first. */
export function emptyUploadReport(sourceIds: readonly number[]): UploadReportFormValues {
  return {
    report_source_id: sourceIds.length === 1 ? String(sourceIds[0]) : '',
    report_type: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
    marketplace_id: '',
    file: null,
  };
}

/** The request's text fields; a marketplace chosen for another type before the type changed is left out. */
export function uploadReportFields({
  report_source_id,
  report_type,
  marketplace_id,
}: UploadReportFormOutput): UploadReportRequestFields {
  return asksForMarketplace(report_type)
    ? { report_source_id, report_type, marketplace_id }
    : { report_source_id, report_type };
}
