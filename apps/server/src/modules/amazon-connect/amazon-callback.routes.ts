import { AMAZON_CALLBACK_PATH, amazonCallbackQuerySchema } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { amazonEndpointsOf } from '../../integrations/amazon/client/amazon-endpoints.ts';
import { connectFormLocation, finishAmazonConnect } from './amazon-connect.usecases.ts';

/**
 * Where Amazon sends the seller back after consent. Outside the organisation prefix (the
 * organisation travels in the signed state) and public: an ended session, a bad state or an
 * Amazon failure are answered like every outcome, with a redirect to a screen that says what
 * happened, never an error page. Registered under /api.
 */
export const amazonCallbackRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { appKey, appUrl } = ctx.config;
  const endpoints = amazonEndpointsOf(ctx.config.amazon);

  app.get(
    AMAZON_CALLBACK_PATH.replace(/^\/api/, ''),
    {
      config: { public: true },
      schema: {
        tags: ['report-sources'],
        description:
          "Amazon's OAuth redirect: exchanges spapi_oauth_code, stores the seller account as a report source " +
          'with its sales channels, and redirects to it with ?connected=1, or to /amazon/connect with ?error=<code>.',
        querystring: amazonCallbackQuerySchema,
        response: { 302: z.null().describe('Location: the report source, or the connect form') },
      },
    },
    async (request, reply) => {
      try {
        const { location } = await finishAmazonConnect({
          db: ctx.db,
          endpoints,
          appKey,
          appUrl,
          userId: request.user?.id ?? null,
          query: request.query,
          log: request.log,
        });
        return reply.redirect(location, 302);
      } catch (error) {
        // The seller is mid-flow in a browser: even a bug ends on the form (and in the log), not on a 500 page.
        request.log.error({ err: error }, 'Amazon callback failed');
        return reply.redirect(connectFormLocation('unexpected', null), 302);
      }
    },
  );
};
