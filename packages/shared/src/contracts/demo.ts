import { z } from 'zod';
import { isoDateTime } from './fields.ts';

/**
 * The filling of the demo organisation a first start makes (not in the spec: the product's own).
 * `data` is null for every other organisation; the screens show a banner while `finished_at` is null.
 */
export const demoPreparationSchema = z
  .object({
    steps_done: z.number().int(),
    steps: z.number().int(),
    step: z.string().describe('What is being written now'),
    started_at: isoDateTime,
    finished_at: isoDateTime.nullable(),
    failure: z.string().nullable(),
  })
  .meta({ id: 'DemoPreparation' });
export type DemoPreparation = z.infer<typeof demoPreparationSchema>;

export const demoPreparationResponseSchema = z.object({ data: demoPreparationSchema.nullable() });
