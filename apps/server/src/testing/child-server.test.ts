import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './child-server.ts';

describe('the compiled server in tests', () => {
  it('starts as npm start runs it', async () => {
    const manifest = JSON.parse(
      await readFile(join(import.meta.dirname, '../../../../package.json'), 'utf8'),
    );
    expect(manifest.scripts.start).toBe(
      `node scripts/build-if-needed.mjs && node ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/server.mjs`,
    );
  });
});
