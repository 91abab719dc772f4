import { defineConfig } from 'vitest/config';

/**
 * The web app's tests, one project: pure pieces in `*.test.ts` run in node; component tests in
 * `*.dom.test.tsx` run in jsdom, each file opening with `// @vitest-environment jsdom` (vitest 4
 * has no environment-per-glob option, and a project listed by the root config cannot hold projects
 * of its own). A `.dom.test.tsx` without that line fails at once: `document is not defined`.
 */
export default defineConfig({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.dom.test.tsx'],
    // A test that logs console.error fails (tools/testing/fail-on-console.ts says how to expect one).
    setupFiles: ['../../tools/testing/fail-on-console.ts', 'src/testing/setup-dom.ts'],
    // A fetch stand-in installed by a test (vi.stubGlobal) is gone before the next test starts.
    unstubGlobals: true,
    // jsdom and user-event typing take ~1 s a test alone, but 5-6 s when the suite shares two cores
    // with the API tests (as in `npm test`); the default 5 s timed out there without a defect.
    testTimeout: 20_000,
  },
});
