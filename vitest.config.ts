import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One `vitest run` for every workspace; each project has its own config beside its code. */
export default defineConfig({
  test: {
    // The API tests wait on loopback HTTP, argon2 and the database as much as on the CPU: one and a
    // half workers per core finish the suite sooner (on 2 cores: 215 s with 3 workers, 272 s with 2).
    maxWorkers: Math.max(2, Math.round(availableParallelism() * 1.5)),
    // The server's tests are two projects: `server`, and `server-own-process` for the few files that
    // need a process each (apps/server/vitest.config.ts). `--project 'server*'` picks both.
    projects: [
      'packages/shared',
      'apps/server',
      'apps/server/vitest.own-process.config.ts',
      'apps/web',
      'tools',
    ],
  },
});
