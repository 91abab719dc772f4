import { APP_NAME, APP_VERSION } from '@backoffice/shared';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI generated from the routes' zod schemas (the same ones packages/shared exports). */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, public: true };
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${APP_NAME} API`,
        version: APP_VERSION,
        description:
          'Cookie sessions (Laravel Sanctum style): call GET /sanctum/csrf-cookie, then send the XSRF-TOKEN cookie value in the X-XSRF-TOKEN header on every state-changing request. Errors are {message, errors?}.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'stockroom_session' } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
});
