import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * The real server in a child process, for the kill tests and the memory bench: started, waited
 * for until /api/health answers, and killed with any signal. From its sources (src/server.ts,
 * through tsx) by default, or `compiled` as `npm start` runs it (dist/server.mjs, which
 * build.mjs must have made).
 */
const serverDir = join(import.meta.dirname, '../..');

/**
 * How `npm start` runs the compiled server (the root package.json's start script; a test holds
 * the two together). Both generations are sized here, not by Node: the old one is capped at 256 MB (with
 * Node's default, sized by the machine's memory, the heap grows lazily by ~160 MB of garbage while
 * a large report is processed), and the young one's semi-spaces at 8 MB (Node 24's default, sized
 * by the machine too, held a started server at 294 MB where Node 20's held it at 176 MB; with 8 MB
 * both hold it at about 150 MB). The ingestion-memory bench measures the result.
 */
export const SERVER_NODE_FLAGS = [
  '--enable-source-maps',
  '--max-old-space-size=256',
  '--max-semi-space-size=8',
];
/** Relative to apps/server, where the tests start it. */
export const COMPILED_SERVER_ARGS = [...SERVER_NODE_FLAGS, 'dist/server.mjs'];

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function startChildServer(
  env: NodeJS.ProcessEnv,
  baseUrl: string,
  { compiled = false }: { compiled?: boolean } = {},
): Promise<ChildProcess> {
  const entry = compiled ? COMPILED_SERVER_ARGS : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A liveness bound, not a timing target: a first start migrates a new database (8 s on an idle
  // 2-core machine), and CI runs this beside other test files.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output}`);
    const up = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    if (Date.now() > deadline) throw new Error(`the server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));
