import {
  inviteRequestSchema,
  memberParamsSchema,
  organisationParamsSchema,
  teamMemberSchema,
  updateRoleRequestSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors } from '../../http/route-responses.ts';
import { signedIn } from '../../plugins/session.ts';
import { organisationIdOf, tenantOf } from '../../plugins/tenant.ts';
import { afterCommit, dbOf } from '../../plugins/tenant-transaction.ts';
import { inviteMembers, listTeam, removeTeamMember, updateMemberRole } from './team.usecases.ts';

const errors = organisationRouteErrors;
const membersResponse = z.object({ data: z.array(teamMemberSchema) });

export const teamRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { mailer } = ctx;
  app.get(
    '/team',
    {
      schema: {
        tags: ['team'],
        params: organisationParamsSchema,
        response: { 200: membersResponse, ...errors },
      },
    },
    async (request) => {
      const { members } = await listTeam({ db: dbOf(request), organisationId: organisationIdOf(request) });
      return { data: members };
    },
  );

  app.post(
    '/team',
    {
      config: { ability: 'manageTeam' },
      schema: {
        tags: ['team'],
        params: organisationParamsSchema,
        body: inviteRequestSchema,
        response: { 200: membersResponse, ...errors },
      },
    },
    async (request) => {
      const { members } = await inviteMembers({
        db: dbOf(request),
        // Mail is stored and sent once the request's transaction has committed.
        mailer: { send: async (message) => afterCommit(request, () => mailer.send(message)) },
        appUrl: ctx.config.appUrl,
        organisationId: organisationIdOf(request),
        userId: signedIn(request).user.id,
        input: request.body,
      });
      return { data: members };
    },
  );

  app.delete(
    '/team/:memberId',
    {
      // Anyone may leave; removing someone else is checked in the use case.
      config: { ability: 'read' },
      schema: { tags: ['team'], params: memberParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const { organisation, role } = tenantOf(request);
      await removeTeamMember({
        db: dbOf(request),
        organisationId: organisation.id,
        userId: signedIn(request).user.id,
        actorRole: role,
        memberId: request.params.memberId,
      });
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/team/:memberId/update-role',
    {
      config: { ability: 'manageTeam' },
      schema: {
        tags: ['team'],
        params: memberParamsSchema,
        body: updateRoleRequestSchema,
        response: { 200: z.object({ data: teamMemberSchema }), ...errors },
      },
    },
    async (request) => {
      const { member } = await updateMemberRole({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        userId: signedIn(request).user.id,
        memberId: request.params.memberId,
        input: request.body,
      });
      return { data: member };
    },
  );
};
