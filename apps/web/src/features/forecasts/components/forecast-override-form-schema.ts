import { type ForecastOverrideKind, forecastOverrideRequestSchema } from '@backoffice/shared';
import { z } from 'zod';
import { blankAsNull, withInput } from '../../../lib/form-values.ts';
import { addDays } from './forecast-days.ts';

const shape = forecastOverrideRequestSchema.shape;

/**
 * The override request as typed: the shared rules, except that a blank value is refused rather
 * than read as 0 (which would mean "no demand") and a blank note is sent as null.
 */
export const overrideFormSchema = z
  .object({
    starts_on: shape.starts_on,
    ends_on: shape.ends_on,
    kind: shape.kind,
    value: z
      .string()
      .trim()
      .min(1, 'The value field is required.')
      .pipe(withInput<string, typeof shape.value>(shape.value)),
    note: blankAsNull(shape.note),
  })
  .refine((body) => body.ends_on >= body.starts_on, {
    path: ['ends_on'],
    message: 'The ends on must be a date after or equal to starts on.',
  });
export type OverrideFormValues = z.input<typeof overrideFormSchema>;
export const OVERRIDE_FORM_FIELDS = ['starts_on', 'ends_on', 'kind', 'value', 'note'] as const;

export const OVERRIDE_KIND_LABELS: Record<ForecastOverrideKind, string> = {
  multiplier: 'Multiply the forecast',
  fixed: 'Fixed units a day',
};

/** A new override: a week from today, as a promotion's multiplier to fill in. */
export function newOverrideValues(today: string): OverrideFormValues {
  return { starts_on: today, ends_on: addDays(today, 6), kind: 'multiplier', value: '', note: '' };
}
