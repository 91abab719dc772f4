import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
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
    writeFileSync(join(dataDir, OPEN_MARKER), '1\n');
    const recovered = await openDatabase({ driver: 'pglite', dataDir });
    expect(vacuums()).toBe(1);
    await recovered.close();
    expect(existsSync(join(dataDir, OPEN_MARKER))).toBe(false);
    // Three opens of a real data directory (the first runs initdb in WASM): ~10 s idle, past the
    // default 30 s when CI's other workers load both cores.
  }, 90_000);
});
