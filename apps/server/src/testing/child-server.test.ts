import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILED_SERVER_ARGS } from './child-server.ts';

describe('the compiled server in tests', () => {
  it('starts as npm start runs it', async () => {
    const manifest = JSON.parse(await readFile(join(import.meta.dirname, '../../package.json'), 'utf8'));
    expect(manifest.scripts.start).toBe(
      `node build.mjs --if-needed && node ${COMPILED_SERVER_ARGS.join(' ')}`,
    );
  });
});
