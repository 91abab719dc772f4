import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { moveLegacyLogos } from './legacy-logos.usecase.ts';
import { organisations } from './organisations.tables.ts';

const server = useTestServer();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('logos an earlier version served from /storage/', () => {
  it('move into the file store at start, for members only; a missing or non-image one is dropped', async () => {
    const storageDir = await mkdtemp(join(tmpdir(), 'sbo-legacy-logos-'));
    try {
      const kept = await signUp(server);
      const missing = await signUp(server);
      const script = await signUp(server);
      await mkdir(join(storageDir, 'logos'), { recursive: true });
      await writeFile(join(storageDir, 'logos/kept.png'), PNG);
      await writeFile(join(storageDir, 'logos/script.png'), '<svg onload="alert(1)"/>');
      for (const [account, path] of [
        [kept, 'logos/kept.png'],
        [missing, 'logos/missing.png'],
        [script, 'logos/script.png'],
      ] as const)
        await server.ctx.db
          .update(organisations)
          .set({ legacyLogoPath: path, logoFile: null })
          .where(eq(organisations.id, account.organisation.id));

      const log = pino({ level: 'silent' });
      const files = server.ctx.files;
      expect(await moveLegacyLogos({ db: server.ctx.db, files, storageDir, log })).toEqual({
        moved: 1,
        dropped: 2,
      });

      const me = async (account: typeof kept) =>
        (await account.client.get('/api/users/me')).body.data.current_organisation.logo as string | null;
      const logo = await me(kept);
      expect(logo).toMatch(/\/logo\//);
      const served = await kept.client.getBytes(logo as string);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.bytes.equals(PNG)).toBe(true);
      expect((await server.client().getBytes(logo as string)).status).toBe(401);
      expect(await me(missing)).toBeNull();
      expect(await me(script)).toBeNull();
      expect(await moveLegacyLogos({ db: server.ctx.db, files, storageDir, log })).toEqual({
        moved: 0,
        dropped: 0,
      });
    } finally {
      await rm(storageDir, { recursive: true, force: true });
    }
  });
});
