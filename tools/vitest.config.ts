import { defineConfig } from 'vitest/config';

/** Tests of the repository's own tooling: the boundary rules and the console.error guard. */
export default defineConfig({
  test: {
    name: 'tools',
    include: ['**/*.test.ts'],
    // The fixtures are deliberate violations and sub-run tests, not tests of this project.
    exclude: ['**/node_modules/**', '**/fixtures/**'],
    setupFiles: ['testing/fail-on-console.ts'],
    testTimeout: 60_000,
  },
});
