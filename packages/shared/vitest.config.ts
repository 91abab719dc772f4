import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    // A test that logs console.error fails, unless it says it expects it (see the setup file).
    setupFiles: ['../../tools/testing/fail-on-console.ts'],
  },
});
