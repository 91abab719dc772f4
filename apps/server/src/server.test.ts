import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from './testing/fixtures.ts';
import { TestClient } from './testing/test-client.ts';

/** The real entry point as `npm start` runs it: migrations, health, SIGTERM, data after restart. */
const port = 20000 + Math.floor(Math.random() * 20000);
const baseUrl = `http://127.0.0.1:${port}`;
let dataDir = '';
const children: ChildProcess[] = [];
const STARTUP_DEADLINE_MS = 90_000;

async function start(): Promise<{ child: ChildProcess; output: () => string }> {
  dataDir ||= await mkdtemp(join(tmpdir(), 'sbo-process-'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      // The demo seed on a first start has its own test (modules/demo/first-start.test.ts); here
      // it only made each start 15-60 s longer.
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  // A first start migrates the database; the deadline only keeps a broken start from hanging
  // the run, it measures nothing.
  for (const deadline = Date.now() + STARTUP_DEADLINE_MS; Date.now() < deadline; ) {
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${output}`);
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it(
    'starts on the embedded database, logs its URL, stops on SIGTERM and keeps its data',
    async () => {
      const first = await start();
      expect(first.output()).toContain(`Open http://localhost:${port}`);
      const email = uniqueEmail('restart');
      const client = new TestClient(baseUrl);
      await client.csrf();
      const registered = await client.post('/api/fortify/register', {
        name: 'Restart',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      expect(registered.status).toBe(201);
      expect(await stop(first.child)).toBe(0);

      await start();
      const again = new TestClient(baseUrl);
      await again.csrf();
      expect((await again.post('/api/fortify/login', { email, password: PASSWORD })).status).toBe(200);
      // The session from before the restart is still valid: sessions live in the database.
      expect((await client.get('/api/users/me')).status).toBe(200);
    },
    3 * STARTUP_DEADLINE_MS,
  );
});
