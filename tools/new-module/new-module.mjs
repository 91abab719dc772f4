#!/usr/bin/env node
/**
 * `npm run new:module NAME [-- --dir DIR]`: writes a server module in the shape every module has
 * (apps/server/src/modules/README.md): tables, repository, use cases, routes, presenter, errors,
 * jobs and a test. It registers nothing: the printed next steps say where each piece is wired, so
 * a module appears in the product only when someone means it to.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MODULES = join(ROOT, 'apps/server/src/modules');

/**
 * The names one module name gives: `gift-cards` → table gift_cards, records giftCards, one GiftCard.
 * @param {string} name
 */
export function namesOf(name) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
    throw new Error(`A module name is lower-case words joined by dashes (gift-cards), not "${name}".`);
  const camel = name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
  const singular = camel.endsWith('s') ? camel.slice(0, -1) : camel;
  const pascal = singular.charAt(0).toUpperCase() + singular.slice(1);
  return { name, camel, singular, pascal, snake: name.replaceAll('-', '_') };
}

/**
 * The module's files, by file name.
 * @param {string} name
 * @returns {Record<string, string>}
 */
export function moduleFiles(name) {
  const { camel, singular, pascal, snake } = namesOf(name);
  return {
    [`${name}.tables.ts`]: `import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, organisationId } from '../../db/columns.ts';

/** One organisation's ${name}. Add it to src/db/schema.ts and write its migration (npm run db:generate). */
export const ${camel} = pgTable('${snake}', {
  id: id(),
  organisationId: organisationId(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});
export type ${pascal}Row = typeof ${camel}.$inferSelect;
`,
    [`${name}.facts.ts`]: `import { facts } from '../../db/facts.ts';
import { ${camel} } from './${name}.tables.ts';

/**
 * What other modules may read of ${name} (decision 22): they join this projection like a table and
 * never import ${name}'s tables or repository. Publish only the columns another module reads.
 */
export const ${singular}Facts = facts
  .select({ organisationId: ${camel}.organisationId, id: ${camel}.id, name: ${camel}.name })
  .from(${camel})
  .as('${snake}_facts');
`,
    [`${name}.keys.ts`]: `import { ${camel} } from './${name}.tables.ts';

/** The key other modules' tables point at in their foreign keys (decision 22); nothing else. */
export const ${singular}Keys = { id: ${camel}.id };
`,
    [`${name}.repository.ts`]: `import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ListSource } from '../../lib/list-page.ts';
import { type ${pascal}Row, ${camel} } from './${name}.tables.ts';

/** The organisation's ${name}, by name, as a ListSource. */
export function ${singular}List(
  db: Executor,
  { organisationId }: { organisationId: number },
): ListSource<'name', ${pascal}Row> {
  const where = eq(${camel}.organisationId, organisationId);
  return {
    rows: ({ sortDesc, limit, offset }) =>
      db
        .select()
        .from(${camel})
        .where(where)
        .orderBy(sortDesc ? desc(${camel}.name) : asc(${camel}.name), asc(${camel}.id))
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db.select({ value: count() }).from(${camel}).where(where);
      return row?.value ?? 0;
    },
  };
}

export async function find${pascal}(db: Executor, { organisationId, id }: { organisationId: number; id: number }) {
  const [row] = await db
    .select()
    .from(${camel})
    .where(and(eq(${camel}.organisationId, organisationId), eq(${camel}.id, id)));
  return row;
}
`,
    [`${name}.presenter.ts`]: `import { isoDateTime } from '@backoffice/shared';
import { z } from 'zod';
import type { ${pascal}Row } from './${name}.tables.ts';

/** What the API answers for one of them; its home is packages/shared once the web app reads it. */
export const ${singular}Schema = z.object({ id: z.number(), name: z.string(), created_at: isoDateTime });
export type ${pascal} = z.output<typeof ${singular}Schema>;

export function present${pascal}(row: ${pascal}Row): ${pascal} {
  return { id: row.id, name: row.name, created_at: row.createdAt.toISOString() };
}
`,
    [`${name}.errors.ts`]: `import { fieldError } from '../../lib/app-error.ts';

/** The ${name} module's errors, each with its stable code. */
export const ${singular}Errors = {
  nameTaken: () => fieldError('${name}.name_taken', 'name', 'That name is already taken.'),
};
`,
    [`${name}.usecases.ts`]: `import type { Paginated } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { listPage } from '../../lib/list-page.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import { type ${pascal}, present${pascal} } from './${name}.presenter.ts';
import { find${pascal}, ${singular}List } from './${name}.repository.ts';

export async function list${pascal}Page({
  db,
  organisationId,
  query,
}: InOrganisation<Executor> & { query: { page: number; per_page: number; sortDesc: boolean } }): Promise<{
  page: Paginated<${pascal}>;
}> {
  const byName = { ...query, sort: 'name' } as const;
  return { page: await listPage(byName, ${singular}List(db, { organisationId }), (rows) => rows.map(present${pascal})) };
}

export async function show${pascal}({ db, organisationId, id }: OnRecord<Executor>): Promise<{ ${singular}: ${pascal} }> {
  return { ${singular}: present${pascal}(orNotFound(await find${pascal}(db, { organisationId, id }))) };
}
`,
    [`${name}.routes.ts`]: `import { dataOf, idField, organisationParamsSchema, paginated, paginationQuerySchema } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { ${singular}Schema } from './${name}.presenter.ts';
import { list${pascal}Page, show${pascal} } from './${name}.usecases.ts';

const tags = ['${name}'];
const params = organisationParamsSchema.extend({ id: idField() });

/** ${pascal} routes under /api/organisations/{organisation}. */
export const ${camel}Routes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.get(
    '/${name}',
    {
      schema: {
        tags,
        params: organisationParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: paginated(${singular}Schema), ...errors },
      },
    },
    async (request) =>
      (await list${pascal}Page({ db: dbOf(request), organisationId: organisationIdOf(request), query: request.query }))
        .page,
  );

  app.get(
    '/${name}/:id',
    { schema: { tags, params, response: { 200: dataOf(${singular}Schema), ...errors } } },
    async (request) => ({
      data: (
        await show${pascal}({ db: dbOf(request), organisationId: organisationIdOf(request), id: request.params.id })
      ).${singular},
    }),
  );
};
`,
    [`${name}.jobs.ts`]: `import type { BaseLogger } from 'pino';
import type { Database } from '../../db/client.ts';
import { defineJob, type JobQueue } from '../../jobs/job-queue.ts';

/** Use cases that queue it import it from here; this file never imports a use case that does. */
export const ${singular}CleanupJob = defineJob<{ organisationId: number }>({
  name: '${name}.cleanup',
  retryLimit: 3,
  retryDelaySeconds: 30,
});

/** Runs the module's jobs on this instance: call it from src/jobs/workers.ts. */
export async function work${pascal}Jobs({
  jobs,
  log,
}: {
  db: Database;
  jobs: JobQueue;
  log: Pick<BaseLogger, 'info'>;
}): Promise<void> {
  await jobs.work(${singular}CleanupJob, async ({ payload }) => {
    log.info({ organisationId: payload.organisationId }, '${name} cleanup: nothing to do yet');
  });
}
`,
    [`${name}.test.ts`]: `import { describe, expect, it } from 'vitest';
import { present${pascal} } from './${name}.presenter.ts';

describe('${name}', () => {
  it('presents a row as the API answers it', () => {
    const createdAt = new Date('2025-01-02T03:04:05Z');
    expect(present${pascal}({ id: 1, organisationId: 2, name: 'First', createdAt })).toEqual({
      id: 1,
      name: 'First',
      created_at: '2025-01-02T03:04:05.000Z',
    });
  });
});
`,
  };
}

/**
 * Writes the module into `dir/NAME` and answers the files written.
 * @param {string} name
 * @param {string} [dir]
 */
export function writeModule(name, dir = MODULES) {
  const target = join(dir, name);
  if (existsSync(target)) throw new Error(`${relative(ROOT, target)} already exists.`);
  mkdirSync(target, { recursive: true });
  const files = moduleFiles(name);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(target, file), text);
  return Object.keys(files).map((file) => join(target, file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [name, flag, dir] = process.argv.slice(2);
  if (!name || (flag && flag !== '--dir')) {
    console.error('Usage: npm run new:module NAME [-- --dir DIR]');
    process.exit(2);
  }
  try {
    const written = writeModule(name, dir);
    const { camel, pascal } = namesOf(name);
    console.log(`Wrote ${written.length} files:\n${written.map((f) => `  ${relative(ROOT, f)}`).join('\n')}
Next steps (nothing is registered yet):
  1. src/db/schema.ts: export * from '../modules/${name}/${name}.tables.ts'; then npm run db:generate
     and add row-level security like the other tenant tables' migrations.
  2. src/app.ts: register ${camel}Routes under the organisation prefix beside the others.
  3. src/jobs/workers.ts: await work${pascal}Jobs({ db, jobs, log }) (or delete ${name}.jobs.ts).
  4. packages/shared: move the presenter's schema into a contract the web app can read.
  5. Run npx tsc -b, npm run -s lint:boundaries and npx vitest run --project server apps/server/src/modules/${name}.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
