import { defineConfig } from 'vitest/config';

/** One `vitest run` for every workspace; each project has its own config beside its code. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'tools'],
  },
});
