#!/usr/bin/env node
/**
 * Every file under apps/server/src/modules/ says its role in its name (`<name>.<role>.ts`), so a
 * reader knows what a file may hold and which import rules apply to it before opening it. The
 * roles are listed in apps/server/src/modules/README.md; this is the one place that enforces
 * them (its test runs in the suite). Tests (`*.test.ts`) and non-TypeScript files are exempt.
 *
 * Usage: node tools/module-roles/module-roles.mjs [baseDir]   (baseDir defaults to the repo root)
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const MODULES_DIR = 'apps/server/src/modules';

/** The roles a module file may have, each with what it holds (mirrored in the modules README). */
export const ROLES = {
  tables: 'drizzle table definitions: the schema',
  repository: 'SQL: reads and writes of the tables, plain rows out',
  facts: 'what other modules may read: published projections and named reads (decision 22)',
  keys: "the key columns other modules' tables reference in their foreign keys (decision 22)",
  usecase: 'one operation: owns its transaction, calls repositories (`usecases` for several)',
  usecases: 'several operations of the same records',
  routes: 'HTTP: schemas, unwrapping the request, calling one use case',
  presenter: 'rows to what the outside reads: API records, mail, PDFs, summaries',
  errors: "the module's AppErrors, each with its stable code",
  jobs: "the module's background jobs: definitions, handlers and worker registration",
  domain: 'pure logic: rules, calculations, parsers, generators; no database, no I/O',
  client: 'talks to something outside the database: an HTTP API, a file store, SMTP',
  cli: 'a command-line entry point (an npm script)',
  worker: 'worker threads: their entry point and the pool that runs them',
  writer: 'a report writer: parsed report lines into the tables',
  search: 'a source of the global search (or their list)',
  dataset: 'static reference data shipped with the code',
  testing: "helpers shared by the module's tests",
};

const ROLE_SUFFIX = new RegExp(String.raw`\.(${Object.keys(ROLES).join('|')})\.ts$`);
const EXEMPT = /\.test\.ts$|(?<!\.ts)$/;

/** Module files under `baseDir` (paths relative to its modules directory). */
export function moduleFiles(baseDir = ROOT) {
  const top = join(baseDir, MODULES_DIR);
  return readdirSync(top, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(top, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** The module files under `baseDir` whose name carries no role. */
export function filesWithoutRole(baseDir = ROOT) {
  return moduleFiles(baseDir).filter((file) => !EXEMPT.test(file) && !ROLE_SUFFIX.test(file));
}

/**
 * Whether `file` (any path) names a role the check accepts.
 * @param {string} file
 */
export function hasRole(file) {
  return ROLE_SUFFIX.test(file) || EXEMPT.test(file);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = filesWithoutRole(process.argv[2] ?? ROOT);
  if (missing.length) {
    console.error(
      `Module files without a role suffix (${Object.keys(ROLES).join(', ')}; see ${MODULES_DIR}/README.md):\n` +
        missing.map((file) => `  ${MODULES_DIR}/${file}`).join('\n'),
    );
    process.exit(1);
  }
  console.log(`✔ every file under ${MODULES_DIR} has a role suffix`);
}
