import {
  dataOf,
  disconnectEventChannelRequestSchema,
  eventParamsSchema,
  eventsResponseSchema,
  notificationEventSchema,
  organisationParamsSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { signedIn } from '../../plugins/session.ts';
import { organisationIdOf, tenantOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { disconnectEventChannel, listEvents } from './events.usecases.ts';
import { slackAppOf } from './slack-api.client.ts';
import { startSlackConnect } from './slack-connect.usecases.ts';

const tags = ['events'];

/**
 * Notification events and their Slack channels (organisation settings). Every member reads them;
 * connecting and disconnecting are settings, for admins and owners.
 */
export const eventsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { appKey, appUrl } = ctx.config;
  const slack = slackAppOf(ctx.config.slack);

  app.get(
    '/events',
    {
      schema: {
        tags,
        description:
          'Every event with the Slack channels it posts to; meta.slack says whether Slack is set up.',
        params: organisationParamsSchema,
        response: { 200: eventsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { events, slack: status } = await listEvents({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        slackConfigured: slack !== null,
      });
      return { data: events, meta: { slack: status } };
    },
  );

  app.get(
    '/events/:event/slack/connect',
    {
      config: { ability: 'manageSettings' },
      schema: {
        tags,
        description:
          'Opened by the browser ("Add to Slack"): redirects to Slack to pick a channel, which returns to ' +
          '/api/slack/oauth/callback. Without Slack settings it redirects back to the settings screen ' +
          'with ?slack=not_configured.',
        params: eventParamsSchema,
        response: { 302: z.null().describe('Location: Slack, or the settings screen'), ...errors },
      },
    },
    async (request, reply) => {
      const { location } = startSlackConnect({
        slack,
        appKey,
        appUrl,
        organisationUlid: tenantOf(request).organisation.ulid,
        userId: signedIn(request).user.id,
        event: request.params.event,
      });
      return reply.redirect(location, 302);
    },
  );

  app.put(
    '/events/:event/delete',
    {
      config: { ability: 'manageSettings' },
      schema: {
        tags,
        description: 'Stops the event posting to the channel; answers the event with its remaining channels.',
        params: eventParamsSchema,
        body: disconnectEventChannelRequestSchema,
        response: { 200: dataOf(notificationEventSchema), ...errors },
      },
    },
    async (request) => {
      const { event } = await disconnectEventChannel({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        event: request.params.event,
        channelId: request.body.channel_id,
      });
      return { data: event };
    },
  );
};
