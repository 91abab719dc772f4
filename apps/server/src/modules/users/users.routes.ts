import {
  errorResponseSchema,
  messageResponseSchema,
  updatePasswordRequestSchema,
  updateProfileRequestSchema,
  userSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { signedIn } from '../../plugins/session.ts';
import { updatePassword, updateProfile } from './profile.usecases.ts';
import { presentUser } from './users.presenter.ts';

const errors = { 401: errorResponseSchema, 419: errorResponseSchema, 422: errorResponseSchema };
const userResponse = z.object({ data: userSchema });

export const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users/me',
    { schema: { tags: ['users'], response: { 200: userResponse, ...errors } } },
    async (request) => ({
      data: await presentUser(ctx.db, signedIn(request).user),
    }),
  );

  app.post(
    '/profile',
    {
      schema: {
        tags: ['users'],
        body: updateProfileRequestSchema,
        response: { 200: userResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await updateProfile({ ctx, user: signedIn(request).user, input: request.body });
      return { data: await presentUser(ctx.db, user) };
    },
  );

  app.put(
    '/profile/update-password',
    {
      schema: {
        tags: ['users'],
        body: updatePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      await updatePassword({ ctx, user, sessionId: session.id, input: request.body });
      return { message: 'Your password has been updated.' };
    },
  );
};
