/**
 * The import boundaries of decision record 8 ("One pattern per layer"), checked by `npm run lint`.
 * Paths are relative to the directory cruised from (the repository root; the boundary test cruises
 * `tools/boundaries/fixtures/`, a fake tree with the same paths and one deliberate violation per rule).
 * Module-level cycles, which depcruise cannot express, are checked by tools/boundaries/module-cycles.mjs.
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const TEST = String.raw`\.(test|spec)\.tsx?$`;
// A package resolves into node_modules wherever it is hoisted (from the fixtures: ../../../../node_modules).
const pkg = (names) => `(^|/)node_modules/(${names.join('|')})(/|$)`;
const escapeRegExp = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Packages an app depends on that packages/shared does not declare: shared must not reach for them. */
function appOnlyPackages() {
  const read = (path) => JSON.parse(readFileSync(join(__dirname, path), 'utf8'));
  const shared = new Set(Object.keys(read('packages/shared/package.json').dependencies ?? {}));
  const apps = ['apps/server/package.json', 'apps/web/package.json'].flatMap((path) =>
    Object.keys(read(path).dependencies ?? {}),
  );
  return [...new Set(apps)].filter((name) => !shared.has(name)).map(escapeRegExp);
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'use-cases-know-no-http',
      comment:
        'Use cases, repositories and the other module files take plain data (db, organisationId, input) ' +
        'so jobs, CLIs and tests can call them without a server: they never import Fastify, ' +
        'src/plugins/, src/http/ or a routes file. Unwrap the request in the route and pass ids.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/', pathNot: [String.raw`\.routes\.ts$`, TEST] },
      to: {
        path: [
          pkg(['fastify', '@fastify/[^/]+', 'fastify-[^/]+']),
          '^apps/server/src/(plugins|http)/',
          String.raw`\.routes\.ts$`,
        ],
      },
    },
    {
      name: 'routes-call-use-cases',
      comment:
        'Routes are HTTP only: they call one use case, which owns the transaction and calls the ' +
        'repository. Routes never import a repository, drizzle-orm or src/db/ (`import type` from ' +
        'src/db/ is fine: naming a type runs no SQL).',
      severity: 'error',
      from: { path: String.raw`\.routes\.ts$` },
      to: {
        path: [String.raw`\.repository\.ts$`, pkg(['drizzle-orm'])],
      },
    },
    {
      name: 'routes-call-use-cases-not-db',
      comment: 'See routes-call-use-cases: routes reach the database through a use case, never src/db/.',
      severity: 'error',
      from: { path: String.raw`\.routes\.ts$` },
      to: { path: '^apps/server/src/db/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'sql-only-in-repositories',
      comment:
        'All SQL lives in repositories, so every query is found (and its organisation filter ' +
        'reviewed) in one kind of file. Only *.repository.ts, *.tables.ts, src/db/, src/testing/, ' +
        'bench/ and tests import drizzle-orm (routes are reported by routes-call-use-cases).',
      severity: 'error',
      from: {
        pathNot: [
          String.raw`\.repository\.ts$`,
          String.raw`\.tables\.ts$`,
          String.raw`\.facts\.ts$`,
          String.raw`\.routes\.ts$`,
          '^apps/server/src/(db|testing)/',
          '^apps/server/bench/',
          TEST,
        ],
      },
      to: { path: pkg(['drizzle-orm']) },
    },
    {
      name: 'tables-only-in-repositories',
      comment:
        'A query needs a table: outside repositories a module file may name a table type ' +
        '(import type) but not the table itself, so db.select().from(table) cannot be written ' +
        'in a use case, a job or a presenter (sql-only-in-repositories covers drizzle-orm).',
      severity: 'error',
      from: {
        pathNot: [
          String.raw`\.repository\.ts$`,
          String.raw`\.tables\.ts$`,
          String.raw`\.facts\.ts$`,
          String.raw`\.keys\.ts$`,
          '^apps/server/src/(db|testing)/',
          '^apps/server/bench/',
          TEST,
        ],
      },
      to: { path: String.raw`\.tables\.ts$`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'modules-own-their-tables',
      comment:
        "A module's tables and repositories are its own (decision 22): another module reads its " +
        '<module>.facts.ts, writes through its use cases and points at its keys (<module>.keys.ts), ' +
        "so a column change is a change inside one module. Only tests reach into another module's storage.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: [TEST, String.raw`\.testing\.ts$`] },
      to: {
        path: String.raw`^apps/server/src/modules/[^/]+/.+\.(tables|repository)\.ts$`,
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'tables-reference-only-keys',
      comment:
        'A table file imports nothing of another module but its keys (<module>.keys.ts), for a ' +
        "foreign key: the keys file holds only key columns, so the schema pulls in no module's queries.",
      severity: 'error',
      from: { path: String.raw`^apps/server/src/modules/([^/]+)/.+\.tables\.ts$` },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', String.raw`\.keys\.ts$`],
      },
    },
    {
      name: 'domain-does-no-io',
      comment:
        'A *.domain.ts file is pure logic (apps/server/src/modules/README.md): it may name the ' +
        'types of rows and repositories, but reads nothing itself, so it calls no repository and ' +
        'holds no database handle. Logic that checks the database is a use case.',
      severity: 'error',
      from: { path: String.raw`\.domain\.ts$` },
      to: {
        path: [String.raw`\.repository\.ts$`, '^apps/server/src/db/', String.raw`\.usecases?\.ts$`],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-lib-is-a-leaf',
      comment:
        'src/lib/ holds helpers with no knowledge of the product (crypto, csv, errors): it imports ' +
        'nothing from modules/, plugins/ or http/, so anything can use it without a cycle.',
      severity: 'error',
      from: { path: '^apps/server/src/lib/' },
      to: { path: '^apps/server/src/(modules|plugins|http)/' },
    },
    {
      name: 'web-features-stay-apart',
      comment:
        'A web feature never imports another feature: what several use moves to app/, components/ ' +
        'or lib/ (apps/web/src/features/README.md), so a feature can change or go without breaking others.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/[^/]+/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-lib-and-components-below-features',
      comment:
        'apps/web/src/lib/ and components/ are the layer features build on: they never import a ' +
        'feature or the app shell (app/), or the layers would loop.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'shared-imports-no-app',
      comment:
        'packages/shared holds the contracts both apps import; it imports no app and none of the ' +
        "apps' own packages (Fastify, React, drizzle-orm, pg…), only what its package.json declares.",
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: ['^apps/', pkg(appOnlyPackages())] },
    },
    {
      name: 'no-circular',
      comment:
        'No file imports itself through others: cycles make load order matter and layers meaningless. ' +
        'Move what both sides need down a layer.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'resolvable',
      comment: 'Every import resolves: an import the cruiser cannot follow would slip past the rules above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Packages are edges to check, not trees to walk.
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: ['(^|/)dist/', '^tools/boundaries/fixtures/'] },
    // See `import type` edges, marked "type-only", so routes may name db/ types.
    tsPreCompilationDeps: true,
    // Imports carry explicit .ts/.tsx extensions; packages (and @backoffice/shared) resolve by exports.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['types', 'typings', 'module', 'main'],
    },
  },
};
