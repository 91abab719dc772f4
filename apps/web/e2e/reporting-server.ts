import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SentryStandIn, startSentryStandIn } from '../../server/src/testing/sentry-stand-in.ts';

/**
 * A second instance of the product, started for the error-reporting journey only: the same built
 * web app and server as playwright.config.ts starts, on a fresh embedded database, but with
 * SENTRY_DSN pointing at a local Sentry stand-in (decision 11). The suite's own server stays
 * without a DSN, so no other journey loads Sentry.
 */
export interface ReportingServer {
  url: string;
  standIn: SentryStandIn;
  stop(): Promise<void>;
}

const SERVER_DIR = fileURLToPath(new URL('../../server', import.meta.url));
const START_TIMEOUT_MS = 120_000;

export async function startReportingServer(): Promise<ReportingServer> {
  const standIn = await startSentryStandIn();
  const dataDir = await mkdtemp(join(tmpdir(), 'sbo-e2e-sentry-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
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
      SENTRY_DSN: standIn.dsn,
      SENTRY_ENVIRONMENT: 'e2e',
    },
  });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const stop = async () => {
    await stopProcess(server);
    await standIn.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(url, server, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, standIn, stop };
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
    if (server.exitCode !== null) throw new Error(`the reporting server exited: ${stderr()}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the reporting server did not start in ${START_TIMEOUT_MS} ms: ${stderr()}`);
}

/** SIGTERM lets the server close its database; it exits on its own. */
async function stopProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
}
