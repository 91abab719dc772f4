import {
  createOrganisationRequestSchema,
  deleteOrganisationRequestSchema,
  errorResponseSchema,
  ORGANISATION_CREATE_MAX_PER_HOUR,
  organisationDeletionParamsSchema,
  organisationDeletionSchema,
  organisationParamsSchema,
  organisationSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors } from '../../http/route-responses.ts';
import { signedIn } from '../../plugins/session.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { enforceThrottle } from '../auth/enforce-throttle.usecase.ts';
import { createOrganisationOfUser } from './create-organisation.usecase.ts';
import { requestOrganisationDeletion, showOrganisationDeletion } from './request-deletion.usecase.ts';

const deletionResponse = z.object({ data: organisationDeletionSchema });

/** Creating an organisation, and watching one's deletion: under /api, outside any organisation. */
export const organisationLifecycleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const { db } = ctx;

  app.post(
    '/organisations',
    {
      schema: {
        tags: ['organisations'],
        description: `A new organisation owned by the signed-in user (at most ${ORGANISATION_CREATE_MAX_PER_HOUR} an hour).`,
        body: createOrganisationRequestSchema,
        response: {
          201: z.object({ data: organisationSchema }),
          401: errorResponseSchema,
          419: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      await enforceThrottle({
        db,
        key: `organisations.create:${user.id}`,
        max: ORGANISATION_CREATE_MAX_PER_HOUR,
        windowSeconds: 3600,
      });
      const { organisation } = await createOrganisationOfUser({ db, userId: user.id, input: request.body });
      return reply.code(201).send({ data: organisation });
    },
  );

  app.get(
    '/organisation-deletions/:deletion',
    {
      schema: {
        tags: ['organisations'],
        description: 'A deletion the signed-in user asked for: its progress. 404 for anyone else.',
        params: organisationDeletionParamsSchema,
        response: { 200: deletionResponse, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { deletion } = await showOrganisationDeletion({
        db,
        userId: signedIn(request).user.id,
        deletionId: request.params.deletion,
      });
      return { data: deletion };
    },
  );
};

/** Deleting the organisation: on the organisation scope, for its owners. */
export const organisationDeletionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.delete(
    '/',
    {
      // The mark commits before the job is sent, so the handler opens its own transaction.
      config: { ability: 'deleteOrganisation', ownTransactions: true },
      // A DELETE without a body is a confirmation without the name: 422 on `name`, like {}.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) (request as { body: unknown }).body = {};
      },
      schema: {
        tags: ['organisations'],
        description:
          "Owners only. `name` must be the organisation's name exactly. Answers 202 at once: from then on the organisation is in no member's list and its routes answer 404, while a job removes its files and rows (`GET /api/organisation-deletions/{id}` shows the progress).",
        params: organisationParamsSchema,
        body: deleteOrganisationRequestSchema,
        response: { 202: deletionResponse, ...organisationRouteErrors },
      },
    },
    async (request, reply) => {
      const { deletion } = await requestOrganisationDeletion({
        db: ctx.db,
        jobs: ctx.jobs,
        organisationId: organisationIdOf(request),
        userId: signedIn(request).user.id,
        input: request.body,
      });
      return reply.code(202).send({ data: deletion });
    },
  );
};
