import { defineConfig } from 'vitest/config';
import { OWN_PROCESS, serverTestOptions } from './vitest.config.ts';

/** The server's test files that need a process of their own (OWN_PROCESS in vitest.config.ts). */
export default defineConfig({
  test: { ...serverTestOptions, name: 'server-own-process', include: OWN_PROCESS, isolate: true },
});
