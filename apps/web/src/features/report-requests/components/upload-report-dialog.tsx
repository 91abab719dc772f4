import { REPORT_TYPE_LABELS, type ReportSource, type UploadReportRequestFields } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import { Form } from 'react-bootstrap';
import { Controller, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import { MarketplaceField } from './marketplace-field.tsx';
import { asksForMarketplace, OFFERED_REPORT_TYPES } from './report-form-fields.ts';
import {
  UPLOAD_REPORT_FORM_FIELDS,
  type UploadReportFormValues,
  uploadReportFields,
  uploadReportFormSchema,
} from './upload-report-form-schema.ts';

/**
 * "Upload report": a report file as downloaded from Seller Central, for one of the organisation's
 * sources. `onSubmit` is the screen's (the mutation, then the request's screen); a 422 lands on
 * the fields, the file's own (empty, too large) under the file input.
 */
export function UploadReportDialog({
  sources,
  defaultValues,
  onSubmit,
  onHide,
}: {
  sources: readonly ReportSource[];
  /** `emptyUploadReport(sourceIds)`. */
  defaultValues: UploadReportFormValues;
  onSubmit: (upload: { fields: UploadReportRequestFields; file: File }) => Promise<unknown>;
  onHide: () => void;
}) {
  const form = useGuardedForm('report-upload', {
    resolver: zodResolver(uploadReportFormSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const type = useWatch({ control: form.control, name: 'report_type' });
  const submit = form.handleSubmit((values) =>
    submitShowingServerErrors(
      () => onSubmit({ fields: uploadReportFields(values), file: values.file }),
      form.setError,
      UPLOAD_REPORT_FORM_FIELDS,
    ),
  );

  return (
    <FormDialog
      onHide={onHide}
      id="upload-report"
      title="Upload report"
      onSubmit={submit}
      error={errors.root?.server?.message}
      pending={isSubmitting}
      submitLabel="Upload"
      submitIcon={Upload}
    >
      <SelectField
        label="Report source"
        id="upload-report-source"
        registration={form.register('report_source_id')}
        error={errors.report_source_id?.message}
      >
        <option value="">Choose a source…</option>
        {sources.map((source) => (
          <option key={source.id} value={source.id}>
            {source.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Report type"
        id="upload-report-type"
        registration={form.register('report_type')}
        error={errors.report_type?.message}
      >
        {OFFERED_REPORT_TYPES.map((offered) => (
          <option key={offered} value={offered}>
            {REPORT_TYPE_LABELS[offered]}
          </option>
        ))}
      </SelectField>
      {asksForMarketplace(type) && (
        <MarketplaceField
          id="upload-report-marketplace"
          registration={form.register('marketplace_id')}
          error={errors.marketplace_id?.message}
        />
      )}
      <Controller
        control={form.control}
        name="file"
        render={({ field, fieldState }) => (
          <Form.Group controlId="upload-report-file">
            <Form.Label>Report file</Form.Label>
            {/* A file input cannot be given a value: only its choice is read. */}
            <Form.Control
              type="file"
              accept=".txt,.tsv,.gz,text/plain,text/tab-separated-values,application/gzip"
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange((event.target as HTMLInputElement).files?.[0] ?? null)}
              isInvalid={fieldState.error !== undefined}
              aria-invalid={fieldState.error !== undefined || undefined}
              aria-describedby="upload-report-file-hint upload-report-file-error"
            />
            <Form.Text id="upload-report-file-hint" muted>
              The report as downloaded from Seller Central: tab-separated, .txt or gzipped .gz.
            </Form.Text>
            <Form.Control.Feedback id="upload-report-file-error" type="invalid">
              {fieldState.error?.message}
            </Form.Control.Feedback>
          </Form.Group>
        )}
      />
    </FormDialog>
  );
}
