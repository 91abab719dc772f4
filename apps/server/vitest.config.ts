import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that change the Node process for good, or start the real server process themselves, run
 * one per process by the `server-own-process` project (vitest.own-process.config.ts):
 * error-reporting.test.ts starts Sentry's SDK, whose instrumentation of http and fetch outlives
 * `Sentry.close()`; server-stop.test.ts stops the real server with signals in each state (its
 * minutes of child processes in a worker of their own).
 */
export const OWN_PROCESS = ['src/error-reporting.test.ts', 'src/server-stop.test.ts'];

/** What both server projects share. */
export const serverTestOptions = {
  include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
  // One migrated template per run, which every test file clones (both projects share it).
  globalSetup: ['src/testing/global-setup.ts'],
  // A test that logs console.error fails, unless it says it expects it (see the setup file).
  setupFiles: ['../../tools/testing/fail-on-console.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * The server's tests, in worker processes that run one file after another (`isolate: false`): the
 * app, PGlite and their dependencies are imported once per worker instead of once per file, which
 * cost ~5 s of CPU per file, the better part of the suite. Each file still has its own database
 * and server (testing/test-server.ts), and vitest restores `vi.spyOn` spies after each file; module
 * state and process-wide changes do carry over to the next file, so a file that makes those (a
 * `vi.mock`, a global SDK) belongs in OWN_PROCESS.
 */
export default defineConfig({
  test: {
    ...serverTestOptions,
    name: 'server',
    exclude: [...configDefaults.exclude, ...OWN_PROCESS],
    isolate: false,
  },
});
