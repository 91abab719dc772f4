import { errorResponseSchema, referenceDataSchema } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { loadReferenceData, type ReferenceData } from './reference.usecases.ts';

/**
 * Shipped reference data for forms: GET /api/reference (signed in, not organisation-scoped).
 * Reference tables change only at start-up (syncReferenceData), so the answer is built once per
 * process and kept.
 */
export const referenceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  let cached: Promise<ReferenceData> | undefined;
  app.get(
    '/reference',
    {
      schema: {
        tags: ['reference'],
        response: { 200: referenceDataSchema, 401: errorResponseSchema },
      },
    },
    async () => {
      cached ??= loadReferenceData({ db: ctx.db }).then(
        ({ reference }) => reference,
        (error: unknown) => {
          cached = undefined;
          throw error;
        },
      );
      return cached;
    },
  );
};
