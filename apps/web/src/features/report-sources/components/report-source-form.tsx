import { REPORT_SOURCE_TYPES, type ReportSource } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { REPORT_SOURCE_TYPE_LABELS } from '../../../lib/report-source-types.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import {
  REPORT_SOURCE_FORM_FIELDS,
  type ReportSourceFormOutput,
  type ReportSourceFormValues,
  reportSourceFormSchema,
  SECRET_FIELDS,
  type SecretField as SecretFieldName,
} from './report-source-form-schema.ts';
import { ReportSourceIdentityFields } from './report-source-identity-fields.tsx';
import { SecretField } from './secret-field.tsx';

const SECRET_LABELS: Record<SecretFieldName, string> = {
  auth_token: 'Auth token',
  client_key: 'Client key',
  client_secret: 'Client secret',
};

export interface ReportSourceFormProps {
  /** Absent when creating: region and seller id can only be set then. */
  source?: ReportSource;
  /** `reportSourceFormValues(source)`; secrets always start empty. */
  defaultValues: ReportSourceFormValues;
  submitLabel: string;
  disabled?: boolean;
  /** Gets the values and the saved secrets the user chose to clear. */
  onSubmit: (values: ReportSourceFormOutput, cleared: ReadonlySet<SecretFieldName>) => Promise<unknown>;
}

export function ReportSourceForm({
  source,
  defaultValues,
  submitLabel,
  disabled = false,
  onSubmit,
}: ReportSourceFormProps) {
  const [cleared, setCleared] = useState<ReadonlySet<SecretFieldName>>(new Set());
  const form = useGuardedForm('report-source', {
    resolver: zodResolver(reportSourceFormSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;

  const setClear = (field: SecretFieldName, clear: boolean) => {
    setCleared((current) => {
      const next = new Set(current);
      if (clear) next.add(field);
      else next.delete(field);
      return next;
    });
    if (clear) form.setValue(field, '');
  };
  const submit = form.handleSubmit((values) =>
    submitShowingServerErrors(() => onSubmit(values, cleared), form.setError, REPORT_SOURCE_FORM_FIELDS),
  );
  const typedSecrets = form.watch(SECRET_FIELDS);
  const hasSaved = (field: SecretFieldName) => source?.[`has_${field}`] ?? false;

  return (
    <Form noValidate onSubmit={submit} aria-label="Report source">
      <FormAlert message={errors.root?.server?.message} />
      <fieldset disabled={disabled}>
        <TextField label="Name" registration={form.register('name')} error={errors.name?.message} />
        <SelectField
          id="report-source-type"
          label="Type"
          registration={form.register('type')}
          error={errors.type?.message}
        >
          {REPORT_SOURCE_TYPES.map((type) => (
            <option key={type} value={type}>
              {REPORT_SOURCE_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <ReportSourceIdentityFields source={source} form={form} />
        {SECRET_FIELDS.map((field) => (
          <SecretField
            key={field}
            id={`report-source-${field}`}
            label={SECRET_LABELS[field]}
            registration={form.register(field, {
              // Typing a new value undoes an earlier "Clear".
              onChange: () => cleared.has(field) && setClear(field, false),
            })}
            saved={hasSaved(field)}
            typed={typedSecrets[SECRET_FIELDS.indexOf(field)] !== ''}
            cleared={cleared.has(field)}
            onClear={() => setClear(field, true)}
            onUndoClear={() => setClear(field, false)}
            error={errors[field]?.message}
            disabled={disabled}
          />
        ))}
        <Form.Check
          type="switch"
          className="mb-3"
          id="report-source-daily-sync"
          label="Sync daily"
          {...form.register('has_daily_sync')}
        />
        {!disabled && (
          <SubmitButton pending={isSubmitting} icon={Save}>
            {submitLabel}
          </SubmitButton>
        )}
      </fieldset>
    </Form>
  );
}
