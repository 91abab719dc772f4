import {
  amazonConnectRequestSchema,
  amazonConnectResponseSchema,
  organisationParamsSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { amazonEndpointsOf } from '../../integrations/amazon/client/amazon-endpoints.ts';
import { signedIn } from '../../plugins/session.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { startAmazonConnect } from './amazon-connect.usecases.ts';

/** "Connect": the consent link for an admin to follow (a POST: it carries the form's name and home site). */
export const amazonConnectRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { appKey, appUrl } = ctx.config;
  const endpoints = amazonEndpointsOf(ctx.config.amazon);

  app.post(
    '/amazon/connect',
    {
      config: { ability: 'manageReportSources' },
      schema: {
        tags: ['report-sources'],
        description:
          "Answers the consent link of the home site's Seller Central (signed state, redirect_uri " +
          '$APP_URL/api/amazon/callback) for the browser to open; the authorization covers the ' +
          "site's region. 422 when Amazon is not configured, on home_site for an unknown site (or " +
          "one of another region than the connected source's).",
        params: organisationParamsSchema,
        body: amazonConnectRequestSchema,
        response: { 200: amazonConnectResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { organisation } = tenantOf(request);
      const { authorizeUrl } = await startAmazonConnect({
        db: dbOf(request),
        endpoints,
        appKey,
        appUrl,
        organisationId: organisation.id,
        organisationUlid: organisation.ulid,
        userId: signedIn(request).user.id,
        input: request.body,
      });
      return { data: { authorize_url: authorizeUrl } };
    },
  );
};
