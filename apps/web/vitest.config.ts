import { defineConfig } from 'vitest/config';

/** Unit tests of the web app's pure pieces; they need no DOM. */
export default defineConfig({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
