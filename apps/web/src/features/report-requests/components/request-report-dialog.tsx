import { type CreateReportRequest, REPORT_TYPE_LABELS, type ReportSource } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { CloudDownload } from 'lucide-react';
import { Col, Row } from 'react-bootstrap';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import { DateField } from './date-field.tsx';
import { MarketplaceField } from './marketplace-field.tsx';
import { asksForMarketplace, REQUESTABLE_REPORT_TYPES } from './report-form-fields.ts';
import {
  createReportRequestFrom,
  localDay,
  REQUEST_REPORT_ALIASES,
  REQUEST_REPORT_FORM_FIELDS,
  type RequestReportFormValues,
  requestReportFormSchema,
} from './request-report-form-schema.ts';

/**
 * "Request from Amazon": a report of one of the organisation's connected Amazon sources, for a
 * range of days. Amazon prepares it in the background; `onSubmit` is the screen's (the mutation,
 * then the request's screen, which follows it).
 */
export function RequestReportDialog({
  sources,
  defaultValues,
  onSubmit,
  onHide,
}: {
  /** The connected Amazon sources only. */
  sources: readonly ReportSource[];
  /** `emptyRequestReport(sourceIds)`. */
  defaultValues: RequestReportFormValues;
  onSubmit: (request: CreateReportRequest) => Promise<unknown>;
  onHide: () => void;
}) {
  const form = useGuardedForm('report-request', {
    resolver: zodResolver(requestReportFormSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const type = useWatch({ control: form.control, name: 'report_type' });
  const today = localDay(new Date());
  const submit = form.handleSubmit((values) =>
    submitShowingServerErrors(
      () => onSubmit(createReportRequestFrom(values)),
      form.setError,
      REQUEST_REPORT_FORM_FIELDS,
      REQUEST_REPORT_ALIASES,
    ),
  );

  return (
    <FormDialog
      onHide={onHide}
      id="request-report"
      title="Request from Amazon"
      onSubmit={submit}
      error={errors.root?.server?.message}
      pending={isSubmitting}
      submitLabel="Request report"
      submitIcon={CloudDownload}
    >
      <SelectField
        label="Amazon source"
        id="request-report-source"
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
        id="request-report-type"
        registration={form.register('report_type')}
        error={errors.report_type?.message}
      >
        {REQUESTABLE_REPORT_TYPES.map((offered) => (
          <option key={offered} value={offered}>
            {REPORT_TYPE_LABELS[offered]}
          </option>
        ))}
      </SelectField>
      {asksForMarketplace(type) && (
        <MarketplaceField
          id="request-report-marketplace"
          registration={form.register('marketplace_id')}
          error={errors.marketplace_id?.message}
        />
      )}
      <Row>
        <Col sm={6}>
          <DateField
            label="First day"
            id="request-report-start"
            max={today}
            registration={form.register('data_start_time')}
            error={errors.data_start_time?.message}
          />
        </Col>
        <Col sm={6}>
          <DateField
            label="Last day"
            id="request-report-end"
            max={today}
            registration={form.register('data_end_time')}
            error={errors.data_end_time?.message}
            hint="Empty: up to now."
          />
        </Col>
      </Row>
      <p className="small text-body-secondary mb-0">
        Amazon prepares the report, which can take from a minute to an hour; it is then downloaded and
        processed by itself. Its screen follows it live.
      </p>
    </FormDialog>
  );
}
