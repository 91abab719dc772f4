import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { OPEN_MARKER, openDatabase } from './client.ts';

const dirs: string[] = [];
afterAll(async () => {
  vi.restoreAllMocks();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('an embedded database directory', () => {
  it('is vacuumed on open only after a process left it without closing it', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'sbo-open-')), 'pglite');
    dirs.push(dataDir);
    const exec = vi.spyOn(PGlite.prototype, 'exec');
    const vacuums = () => exec.mock.calls.filter(([query]) => query === 'VACUUM').length;

    const first = await openDatabase({ driver: 'pglite', dataDir });
    expect(existsSync(join(dataDir, OPEN_MARKER))).toBe(true);
    await first.close();
    expect(existsSync(join(dataDir, OPEN_MARKER))).toBe(false);

    // A clean stop: nothing to clear.
    await (await openDatabase({ driver: 'pglite', dataDir })).close();
    expect(vacuums()).toBe(0);

    // What a killed process leaves behind (its marker; kill -9 itself: imports-kill.test.ts).
    writeFileSync(join(dataDir, OPEN_MARKER), `${await goneProcessId()}\n`);
    const recovered = await openDatabase({ driver: 'pglite', dataDir });
    expect(vacuums()).toBe(1);
    await recovered.close();
    expect(existsSync(join(dataDir, OPEN_MARKER))).toBe(false);
    // Three opens of a real data directory (the first runs initdb in WASM): ~10 s idle, past the
    // default 30 s when CI's other workers load both cores.
  }, 90_000);

  it('is refused while another live server holds it, and taken once that one is gone', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'sbo-lock-')), 'pglite');
    dirs.push(dataDir);
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      await mkdir(dataDir, { recursive: true });
      writeFileSync(join(dataDir, OPEN_MARKER), `${other.pid}\n`);
      await expect(openDatabase({ driver: 'pglite', dataDir })).rejects.toThrow(
        `The embedded database in ${dataDir} is in use by process ${other.pid}`,
      );
      // Refused before PGlite wrote anything there.
      expect(readdirSync(dataDir)).toEqual([OPEN_MARKER]);
    } finally {
      other.kill('SIGKILL');
      await once(other, 'exit');
    }
    const opened = await openDatabase({ driver: 'pglite', dataDir });
    expect(readFileSync(join(dataDir, OPEN_MARKER), 'utf8')).toBe(`${process.pid}\n`);
    await opened.close();
  }, 90_000);
});

/** The pid of a process that has exited. */
async function goneProcessId(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await once(child, 'exit');
  return child.pid as number;
}
