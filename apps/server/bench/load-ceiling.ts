import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import pg from 'pg';
import { type RecordedStatement, replayStatements } from './sql-recorder.ts';

/**
 * The load test's ceiling (issue 32), run by bench/load.ts in its own process as the API's server
 * is: the same work as the API's mixed reads without the framework. A bare node:http server with a
 * pool of the API's size that, for each path, runs the statements the API sent for it (recorded by
 * load.ts from the app itself, so the two cannot drift: the session looked up, the page's queries
 * in the organisation's tenant transaction) and writes the last statement's rows as JSON. What
 * is left between the API's requests/s and these is the framework's cost: routing, hooks,
 * validation, presenters, serialisation.
 *
 * Environment: DATABASE_URL, PORT, LOAD_CEILING_STATEMENTS (the JSON file of statements per path),
 * LOAD_CEILING_ORGANISATION (the organisation's id), LOAD_CEILING_POOL_SIZE (the API's pool).
 */
const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`load-ceiling: ${name} is not set`);
  return value;
};

const statementsByPath = new Map(
  Object.entries(
    JSON.parse(await readFile(env('LOAD_CEILING_STATEMENTS'), 'utf8')) as Record<string, RecordedStatement[]>,
  ),
);
const organisationId = Number(env('LOAD_CEILING_ORGANISATION'));
const pool = new pg.Pool({
  connectionString: env('DATABASE_URL'),
  max: Number(env('LOAD_CEILING_POOL_SIZE')),
});

/** The rows the path's page answers, or undefined for a path the API was not recorded for. */
async function rowsFor(path: string): Promise<unknown[] | undefined> {
  if (path === '/api/health') return (await pool.query('select 1')).rows;
  const statements = statementsByPath.get(path);
  if (!statements) return undefined;
  const tenant = path.startsWith('/api/organisations/') ? organisationId : undefined;
  return replayStatements({ pool }, tenant, statements);
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

createServer((request, response) => {
  rowsFor(request.url ?? '/').then(
    (rows) => (rows ? send(response, 200, rows) : send(response, 404, { message: 'not recorded' })),
    (error: unknown) => send(response, 500, { message: String(error) }),
  );
}).listen(Number(env('PORT')), '127.0.0.1');
