import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPILED_SERVER_ARGS } from '../../server/src/testing/child-server.ts';
import { standInSettings } from './stand-ins.ts';

/**
 * An instance of the product for the browser tests: the built web app served by the real server
 * (compiled by global-setup.ts, as `npm start` runs it) on an embedded database of its own, a copy of the
 * migrated template global-setup.ts made, pointed at the stand-ins (stand-ins.ts), with
 * `settings` over the defaults. Each Playwright worker drives one (fixtures.ts), so a browser
 * never waits on another's requests in the one embedded connection.
 */
export interface AppServer {
  url: string;
  stop(): Promise<void>;
}

export const SERVER_DIR = fileURLToPath(new URL('../../server', import.meta.url));
/** Where global-setup.ts left the migrated DATA_DIR that instances copy. */
export const TEMPLATE_DIR_VARIABLE = 'E2E_TEMPLATE_DATA_DIR';
// A liveness bound, not a timing target: CI runs the journeys beside each other.
const START_TIMEOUT_MS = 120_000;

export async function startAppServer(settings: Record<string, string> = {}): Promise<AppServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sbo-e2e-'));
  const template = process.env[TEMPLATE_DIR_VARIABLE];
  if (!template)
    throw new Error(`${TEMPLATE_DIR_VARIABLE} is not set: playwright.config.ts runs global-setup.ts`);
  await cp(template, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, COMPILED_SERVER_ARGS, {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // No error reporting, whatever the shell says: only the error-reporting journey asks for it.
      SENTRY_DSN: '',
      ...standInSettings,
      ...settings,
    },
  });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  let stopping = false;
  // A server that dies under a journey leaves only "connection refused" in the browser: say why.
  server.once('exit', (code, signal) => {
    if (!stopping)
      console.error(
        `The app server on ${url} exited (code ${code}, signal ${signal}):\n${stderr.slice(-4000)}`,
      );
  });
  const stop = async () => {
    stopping = true;
    await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(url, server, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function waitUntilHealthy(url: string, server: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited: ${stderr()}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not start in ${START_TIMEOUT_MS} ms: ${stderr()}`);
}

/** SIGTERM lets the server close its database; it exits on its own. */
async function stopProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
}
