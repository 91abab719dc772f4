import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { describe, expect, test } from 'vitest';
import { findModuleCycles, moduleGraph } from './module-cycles.mjs';
import { formatOffences, rawSqlOffences, tableOwners } from './raw-sql-tables.mjs';

/**
 * The rules of .dependency-cruiser.cjs run against two fake trees with the repository's paths:
 * fixtures/violations breaks every rule on purpose (each file says which), fixtures/clean follows
 * them all. If a rule stops matching, or starts matching allowed code, these tests say which.
 */
const CONFIG = fileURLToPath(new URL('../../.dependency-cruiser.cjs', import.meta.url));
const VIOLATIONS = fileURLToPath(new URL('fixtures/violations/', import.meta.url));
const CLEAN = fileURLToPath(new URL('fixtures/clean/', import.meta.url));

/** `../../../../node_modules/fastify/fastify.d.ts` → `npm:fastify`, so expectations read plainly. */
const shorten = (path: string) => path.replace(/^(\.\.\/)*node_modules\/((@[^/]+\/)?[^/]+)\/.*$/, 'npm:$2');

async function violationsIn(baseDir: string) {
  const options = await extractDepcruiseOptions(CONFIG);
  const { output } = await cruise(['apps', 'packages'], { ...options, baseDir, outputType: 'json' });
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  return result.summary.violations
    .map(({ rule, from, to }) => `${rule.name}: ${shorten(from)} → ${shorten(to)}`)
    .sort();
}

const server = 'apps/server/src';
const web = 'apps/web/src';

describe('dependency-cruiser rules', () => {
  test('each rule reports exactly its deliberate violations', async () => {
    expect(await violationsIn(VIOLATIONS)).toEqual(
      [
        `use-cases-know-no-http: ${server}/modules/widgets/widgets.usecases.ts → ${server}/plugins/tenant.ts`,
        `use-cases-know-no-http: ${server}/modules/gadgets/gadgets.presenter.ts → npm:fastify`,
        `use-cases-know-no-http: ${server}/modules/gadgets/gadgets.presenter.ts → ${server}/http/route-helpers.ts`,
        `use-cases-know-no-http: ${server}/modules/kits/kits.usecases.ts → ${server}/modules/gadgets/gadgets.routes.ts`,
        `routes-call-use-cases: ${server}/modules/widgets/widgets.routes.ts → ${server}/modules/widgets/widgets.repository.ts`,
        `routes-call-use-cases: ${server}/modules/gadgets/gadgets.routes.ts → npm:drizzle-orm`,
        `routes-call-use-cases-not-db: ${server}/modules/gadgets/gadgets.routes.ts → ${server}/db/client.ts`,
        `sql-only-in-repositories: ${server}/modules/gadgets/gadgets.usecases.ts → npm:drizzle-orm`,
        `domain-does-no-io: ${server}/modules/gadgets/gadgets.domain.ts → ${server}/modules/gadgets/gadgets.repository.ts`,
        `tables-only-in-repositories: ${server}/modules/gadgets/gadgets.jobs.ts → ${server}/modules/gadgets/gadgets.tables.ts`,
        `modules-own-their-tables: ${server}/modules/gadgets/gadgets.tables.ts → ${server}/modules/widgets/widgets.tables.ts`,
        `modules-own-their-tables: ${server}/modules/gadgets/gadgets.repository.ts → ${server}/modules/widgets/widgets.tables.ts`,
        `modules-own-their-tables: ${server}/modules/kits/kits.usecases.ts → ${server}/modules/parts/parts.repository.ts`,
        `modules-own-their-tables: ${server}/modules/parts/parts.usecases.ts → ${server}/modules/kits/kits.repository.ts`,
        `tables-reference-only-keys: ${server}/modules/gadgets/gadgets.tables.ts → ${server}/modules/widgets/widgets.tables.ts`,
        `server-lib-is-a-leaf: ${server}/lib/leaky.ts → ${server}/modules/widgets/widgets.errors.ts`,
        `web-features-stay-apart: ${web}/features/alpha/components/alpha-card.tsx → ${web}/features/beta/api/get-beta.ts`,
        `web-lib-and-components-below-features: ${web}/lib/routes.ts → ${web}/app/router.ts`,
        `web-lib-and-components-below-features: ${web}/components/page-header.tsx → ${web}/features/beta/api/get-beta.ts`,
        'shared-imports-no-app: packages/shared/src/leaky.ts → apps/server/src/lib/app-error.ts',
        'shared-imports-no-app: packages/shared/src/leaky.ts → npm:react',
        `no-circular: ${server}/modules/loops/first.ts → ${server}/modules/loops/second.ts`,
        `resolvable: ${server}/modules/loops/unresolved.ts → ./missing.ts`,
      ].sort(),
    );
  });

  test('every rule of the config is shown failing by a fixture', async () => {
    const { default: config } = (await import(CONFIG)) as { default: IConfiguration };
    const shown = new Set((await violationsIn(VIOLATIONS)).map((line) => line.split(':')[0]));
    expect([...shown].sort()).toEqual((config.forbidden ?? []).map(({ name }) => name).sort());
  });

  test('a tree that follows the pattern passes', async () => {
    expect(await violationsIn(CLEAN)).toEqual([]);
  });
});

describe('module cycles', () => {
  test('modules that need each other are reported with the files behind each edge', async () => {
    expect(await findModuleCycles(VIOLATIONS)).toEqual([
      {
        modules: ['kits', 'parts'],
        cycle: ['kits', 'parts', 'kits'],
        edges: [
          {
            from: 'kits',
            to: 'parts',
            files: [
              [`${server}/modules/kits/kits.usecases.ts`, `${server}/modules/parts/parts.repository.ts`],
            ],
          },
          {
            from: 'parts',
            to: 'kits',
            files: [
              [`${server}/modules/parts/parts.usecases.ts`, `${server}/modules/kits/kits.repository.ts`],
            ],
          },
        ],
      },
    ]);
  });

  test('edges to tables count, edges from tests make no module edge', async () => {
    // gadgets' table and repository reach widgets' table: module edges like any other. widgets'
    // test calls gadgets' routes: not counted, or it would close a loop.
    const graph = await moduleGraph(VIOLATIONS);
    expect(graph.get('gadgets')?.get('widgets')).toContainEqual([
      `${server}/modules/gadgets/gadgets.tables.ts`,
      `${server}/modules/widgets/widgets.tables.ts`,
    ]);
    expect(graph.get('widgets')?.has('gadgets')).toBe(false);
  });

  test('a tree that follows the pattern has none', async () => {
    expect(await findModuleCycles(CLEAN)).toEqual([]);
  });
});

describe("raw SQL naming another module's table", () => {
  const RAW_SQL = fileURLToPath(new URL('raw-sql-tables.mjs', import.meta.url));
  const run = (baseDir: string) => spawnSync(process.execPath, [RAW_SQL, baseDir], { encoding: 'utf8' });

  test('owners are learned from pgTable calls, the name on the next line too', () => {
    expect(Object.fromEntries(tableOwners(VIOLATIONS))).toEqual({ widgets: 'widgets', gadgets: 'gadgets' });
  });

  test("SQL text naming another module's table is reported; comments, tests and own tables are not", () => {
    // gadgets' repository names widgets twice in SQL (`public.` and quotes included), says "from
    // widgets" in a comment and names its own table; widgets' test names gadgets' table.
    expect(formatOffences(rawSqlOffences(VIOLATIONS))).toEqual(
      [
        `${server}/modules/gadgets/gadgets.repository.ts:14: widgets belongs to widgets`,
        `${server}/modules/gadgets/gadgets.repository.ts:15: widgets belongs to widgets`,
      ].join('\n'),
    );
  });

  test('the check fails on the violations and passes the clean tree', () => {
    const failing = run(VIOLATIONS);
    expect(failing.status).toBe(1);
    expect(failing.stderr).toContain(
      `${server}/modules/gadgets/gadgets.repository.ts:14: widgets belongs to widgets`,
    );
    const passing = run(CLEAN);
    expect([passing.status, passing.stdout.trim()]).toEqual([
      0,
      "✔ no SQL text under apps/server/src/modules names another module's table",
    ]);
  });

  test('a tree that follows the pattern has none', () => {
    expect(rawSqlOffences(CLEAN)).toEqual([]);
  });
});
