import type { ForecastOverrideRequest } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { Col, Form, Row } from 'react-bootstrap';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import {
  OVERRIDE_FORM_FIELDS,
  OVERRIDE_KIND_LABELS,
  type OverrideFormValues,
  overrideFormSchema,
} from './forecast-override-form-schema.ts';

const HINTS = {
  multiplier: 'Each day’s forecast is multiplied: 1.5 for a promotion, 0.5 while a listing is paused.',
  fixed: 'Units a day in place of the forecast, e.g. a wholesale order spread over its days.',
};

/**
 * Adjusts a SKU's forecast for a period. The dialog closes once the screen's `onSubmit` succeeds;
 * a 422 lands on its field.
 */
export function ForecastOverrideDialog({
  skuLabel,
  defaultValues,
  onSubmit,
  onHide,
}: {
  skuLabel: string;
  defaultValues: OverrideFormValues;
  onSubmit: (body: ForecastOverrideRequest) => Promise<unknown>;
  onHide: () => void;
}) {
  const form = useGuardedForm('forecast-override', {
    resolver: zodResolver(overrideFormSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');
  const submit = form.handleSubmit((body) =>
    submitShowingServerErrors(
      async () => {
        await onSubmit(body as ForecastOverrideRequest);
        onHide();
      },
      form.setError,
      OVERRIDE_FORM_FIELDS,
    ),
  );
  const dateField = (name: 'starts_on' | 'ends_on', label: string) => (
    <Form.Group className="mb-3" controlId={`forecast-override-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="date"
        isInvalid={errors[name] !== undefined}
        aria-invalid={errors[name] !== undefined || undefined}
        aria-describedby={errors[name] ? `forecast-override-${name}-error` : undefined}
        {...form.register(name)}
      />
      <Form.Control.Feedback id={`forecast-override-${name}-error`} type="invalid">
        {errors[name]?.message}
      </Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <FormDialog
      onHide={onHide}
      id="forecast-override"
      title="Add override"
      onSubmit={submit}
      error={errors.root?.server?.message}
      pending={isSubmitting}
      submitLabel="Add override"
      submitIcon={Plus}
    >
      <p className="text-body-secondary small">{skuLabel}</p>
      <Row className="g-2">
        <Col xs={6}>{dateField('starts_on', 'Starts on')}</Col>
        <Col xs={6}>{dateField('ends_on', 'Ends on')}</Col>
      </Row>
      <Form.Group className="mb-3" controlId="forecast-override-kind">
        <Form.Label>Kind</Form.Label>
        <Form.Select isInvalid={errors.kind !== undefined} {...form.register('kind')}>
          {Object.entries(OVERRIDE_KIND_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.kind?.message}</Form.Control.Feedback>
      </Form.Group>
      <TextField
        label={kind === 'fixed' ? 'Units a day' : 'Multiplier'}
        id="forecast-override-value"
        registration={form.register('value')}
        error={errors.value?.message}
        hint={HINTS[kind === 'fixed' ? 'fixed' : 'multiplier']}
        autoComplete="off"
      />
      <TextField
        label="Note"
        id="forecast-override-note"
        registration={form.register('note')}
        error={errors.note?.message}
        placeholder="e.g. Spring sale, 20 % off"
      />
    </FormDialog>
  );
}
