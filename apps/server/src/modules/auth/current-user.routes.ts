import { errorResponseSchema, userSchema } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { signedIn } from '../../plugins/session.ts';
import { showUser } from './current-user.usecase.ts';

const errors = { 401: errorResponseSchema, 419: errorResponseSchema, 422: errorResponseSchema };

/** The signed-in user. Changing one's profile or password is auth's (it ends sessions, mails links). */
export const currentUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users/me',
    { schema: { tags: ['users'], response: { 200: z.object({ data: userSchema }), ...errors } } },
    async (request) => {
      const { user, memberships } = signedIn(request);
      const { user: shown } = await showUser({ db: ctx.db, user, memberships });
      return { data: shown };
    },
  );
};
