import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Tests fail on console.error: an unexpected error must not scroll by unnoticed.
    onConsoleLog: (_log, type) => (type === 'stderr' ? undefined : false),
  },
});
