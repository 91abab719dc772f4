import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_DIR, TEMPLATE_DIR_VARIABLE } from './app-server.ts';

/**
 * Compiles the server, then creates and migrates one embedded database (`npm run db:migrate` on
 * a fresh DATA_DIR) that each instance of the product starts from a copy of (app-server.ts):
 * creating one costs ~5 s of CPU and there are three instances, the workers' and the error-reporting journey's. What the first
 * start of an empty data directory does is the server's own test (apps/server/src/server.test.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The server as `npm start` runs it: compiled (apps/server/build.mjs), not through tsx.
  execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'ignore' });
  const dataDir = await mkdtemp(join(tmpdir(), 'sbo-e2e-template-'));
  const migrate = spawn(process.execPath, ['--import', 'tsx', 'src/db/migrate-cli.ts'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  let stderr = '';
  migrate.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code] = await once(migrate, 'exit');
  if (code !== 0) throw new Error(`migrating the browser tests' template failed (${code}): ${stderr}`);
  // Workers start after this, with this environment.
  process.env[TEMPLATE_DIR_VARIABLE] = dataDir;
  return async () => {
    await rm(dataDir, { recursive: true, force: true });
  };
}
