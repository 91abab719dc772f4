import {
  errorResponseSchema,
  invitationParamsSchema,
  invitationSchema,
  organisationSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { signedIn } from '../../plugins/session.ts';
import { acceptInvitation, declineInvitation, listMyInvitations } from './invitations.usecases.ts';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  419: errorResponseSchema,
  422: errorResponseSchema,
};

/** The signed-in user's pending invitations, which they accept or decline (team's other side). */
export const invitationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/users/me/invitations',
    {
      schema: { tags: ['team'], response: { 200: z.object({ data: z.array(invitationSchema) }), ...errors } },
    },
    async (request) => {
      const { invitations } = await listMyInvitations({ db, userId: signedIn(request).user.id });
      return { data: invitations };
    },
  );

  app.post(
    '/users/me/invitations/:invitation/accept',
    {
      schema: {
        tags: ['team'],
        params: invitationParamsSchema,
        response: { 200: z.object({ data: organisationSchema }), ...errors },
      },
    },
    async (request) => {
      const { organisation } = await acceptInvitation({
        db,
        userId: signedIn(request).user.id,
        invitationId: request.params.invitation,
      });
      return { data: organisation };
    },
  );

  app.post(
    '/users/me/invitations/:invitation/decline',
    {
      schema: { tags: ['team'], params: invitationParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await declineInvitation({
        db,
        userId: signedIn(request).user.id,
        invitationId: request.params.invitation,
      });
      return reply.code(204).send(null);
    },
  );
};
