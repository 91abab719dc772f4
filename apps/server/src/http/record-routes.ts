import { dataOf, organisationParamsSchema, type Paginated, paginated } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { signedIn } from '../plugins/session.ts';
import { organisationIdOf } from '../plugins/tenant.ts';
import { dbOf } from '../plugins/tenant-transaction.ts';
import { organisationRouteErrors as errors } from './route-responses.ts';

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
type IdParams = z.ZodType<{ organisation: string; id: number }, { organisation: string; id: unknown }>;

/**
 * The four routes of an organisation's records addressed by numeric id, each calling its use
 * case with the request's tenant transaction and the organisation's id: `GET /{resource}` (a page of the list query),
 * `POST /{resource}` (201), `GET /{resource}/:id` and `PUT /{resource}/:id`, answered as
 * `{data}`. Schemas come from shared; the callbacks return what the record schema describes.
 */
export function registerRecordRoutes<Query extends z.ZodType, Body extends z.ZodType, Item extends z.ZodType>(
  app: RouteApp,
  {
    resource,
    listQuery,
    params,
    body,
    record,
    list,
    create,
    show,
    update,
  }: {
    resource: string;
    listQuery: Query;
    params: IdParams;
    body: Body;
    record: Item;
    list: (args: {
      db: Database;
      organisationId: number;
      query: z.output<Query>;
    }) => Promise<{ page: Paginated<z.output<Item>> }>;
    create: (args: {
      db: Database;
      organisationId: number;
      /** The signed-in user making the change (for timelines and the ledger). */
      userId: number;
      input: z.output<Body>;
    }) => Promise<z.output<Item>>;
    show: (args: { db: Database; organisationId: number; id: number }) => Promise<z.output<Item>>;
    update: (args: {
      db: Database;
      organisationId: number;
      id: number;
      userId: number;
      input: z.output<Body>;
    }) => Promise<z.output<Item>>;
  },
): void {
  const tags = [resource];
  // Widened for Fastify: the callbacks' types above already tie each answer to `record`.
  const response: z.ZodType = dataOf(record);
  const page: z.ZodType = paginated(record);

  app.get(
    `/${resource}`,
    {
      schema: {
        tags,
        params: organisationParamsSchema,
        querystring: listQuery,
        response: { 200: page, ...errors },
      },
    },
    async (request) =>
      (
        await list({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          query: request.query as z.output<Query>,
        })
      ).page,
  );

  app.post(
    `/${resource}`,
    { schema: { tags, params: organisationParamsSchema, body, response: { 201: response, ...errors } } },
    async (request, reply) => {
      const data = await create({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        userId: signedIn(request).user.id,
        input: request.body as z.output<Body>,
      });
      return reply.code(201).send({ data });
    },
  );

  app.get(
    `/${resource}/:id`,
    { schema: { tags, params, response: { 200: response, ...errors } } },
    async (request) => ({
      data: await show({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
      }),
    }),
  );

  app.put(
    `/${resource}/:id`,
    { schema: { tags, params, body, response: { 200: response, ...errors } } },
    async (request) => ({
      data: await update({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
        userId: signedIn(request).user.id,
        input: request.body as z.output<Body>,
      }),
    }),
  );
}

/** The body of an action that takes none: absent or `{}`. */
export const noBody = z.object({}).optional();

/**
 * The actions of a record addressed by numeric id (`POST /{resource}/:id/<verb>`: ship, submit,
 * close…), each calling its use case with the request's tenant transaction, the organisation's
 * id and the signed-in user, and answering the record as it now is (`pick` takes it from the use
 * case's named result), as `{data}`. Returns the function that declares one action. The only way
 * the server declares a record action, so every action validates, answers and is documented alike.
 */
export function registerRecordActions<Item extends z.ZodType, Result>(
  app: RouteApp,
  {
    resource,
    params,
    record,
    pick,
  }: { resource: string; params: IdParams; record: Item; pick: (result: Result) => z.output<Item> },
) {
  const response: z.ZodType = dataOf(record);
  return <Body extends z.ZodType>(
    verb: string,
    description: string,
    body: Body,
    run: (args: {
      db: Database;
      organisationId: number;
      id: number;
      userId: number;
      input: z.output<Body>;
    }) => Promise<Result>,
  ) =>
    app.post(
      `/${resource}/:id/${verb}`,
      { schema: { tags: [resource], description, params, body, response: { 200: response, ...errors } } },
      async (request) => ({
        data: pick(
          await run({
            db: dbOf(request),
            organisationId: organisationIdOf(request),
            id: request.params.id,
            userId: signedIn(request).user.id,
            input: request.body as z.output<Body>,
          }),
        ),
      }),
    );
}
