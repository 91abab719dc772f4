import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { slackAppOf } from './slack-api.client.ts';
import { finishSlackConnect, SLACK_CALLBACK_PATH } from './slack-connect.usecases.ts';

const param = z.string().max(2000).optional();

/**
 * Where Slack sends the browser back after "Add to Slack". Outside the organisation prefix (the
 * organisation travels in the signed state) and public: an ended session is answered like every
 * other failure, with a redirect to the settings screen that says what happened, never a bare
 * error page. Registered under /api.
 */
export const slackOAuthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { appKey, appUrl } = ctx.config;
  const slack = slackAppOf(ctx.config.slack);

  app.get(
    SLACK_CALLBACK_PATH.replace(/^\/api/, ''),
    {
      config: { public: true },
      schema: {
        tags: ['events'],
        description:
          "Slack's OAuth redirect: exchanges the code for the channel's incoming webhook and redirects to " +
          'the organisation settings with ?slack=<outcome>.',
        querystring: z.object({ code: param, state: param, error: param }),
        response: { 302: z.null().describe('Location: the settings screen') },
      },
    },
    async (request, reply) => {
      const { location } = await finishSlackConnect({
        db: ctx.db,
        slack,
        appKey,
        appUrl,
        userId: request.user?.id ?? null,
        query: request.query,
      });
      return reply.redirect(location, 302);
    },
  );
};
