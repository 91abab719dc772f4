import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { FILE_KEY_PATTERN, type FileStore } from '../../lib/file-store.ts';
import { type S3StandIn, startS3StandIn } from '../../testing/s3-stand-in.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { organisations } from '../organisations/organisations.tables.ts';
import { storedFileChunks, storedFiles } from './files.tables.ts';
import { FILE_CHUNK_BYTES, postgresFileStore } from './postgres-file-store.client.ts';
import { S3_PART_BYTES, s3FileStore } from './s3-file-store.client.ts';

/**
 * One set of behaviours, run against both file stores (decision 18): PostgreSQL (here on the test
 * database, PGlite or TEST_DATABASE_URL) and an S3 bucket (the local stand-in, through the AWS
 * SDK), so what callers rely on cannot drift apart. Each store's own concerns are tested beside
 * it (s3-file-store.test.ts; the chunking in postgres-file-store.client.ts).
 */
let handle: DatabaseHandle;
let standIn: S3StandIn;
let mine: number;
let theirs: number;

beforeAll(async () => {
  [handle, standIn] = await Promise.all([openTestDatabase(), startS3StandIn()]);
  const made = await handle.db
    .insert(organisations)
    .values([
      { ulid: ulid(), name: 'Files' },
      { ulid: ulid(), name: 'Other files' },
    ])
    .returning();
  mine = made[0]?.id ?? 0;
  theirs = made[1]?.id ?? 0;
});

afterAll(async () => {
  await Promise.all([handle?.close(), standIn?.close()]);
});

interface StoreCase {
  name: string;
  store(): FileStore;
  /** The unit the store writes a body in (a row's chunk, a multipart upload's part). */
  unit: number;
  /** What the store holds of an organisation, finished or not (rows, chunks, objects, open uploads). */
  holdings(organisationId: number): Promise<number>;
}

const cases: StoreCase[] = [
  {
    name: 'postgres',
    store: () => postgresFileStore({ db: handle.db }),
    unit: FILE_CHUNK_BYTES,
    async holdings(organisationId) {
      const files = await handle.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.organisationId, organisationId));
      const chunks = await handle.db
        .select({ seq: storedFileChunks.seq })
        .from(storedFileChunks)
        .where(eq(storedFileChunks.organisationId, organisationId));
      return files.length + chunks.length;
    },
  },
  {
    name: 's3',
    store: () => s3FileStore(standIn.filesConfig),
    unit: S3_PART_BYTES,
    async holdings(organisationId) {
      const prefix = `${organisationId}/`;
      return (
        standIn.objectKeys().filter((key) => key.startsWith(prefix)).length +
        standIn.pendingUploads().filter((upload) => upload.key.startsWith(prefix)).length
      );
    },
  },
];

const MiB = 1024 * 1024;

/** `total` random bytes in pieces of an odd size, made as they are read (or failing after `failAfter`). */
function generated(total: number, failAfter?: number) {
  const hash = createHash('sha256');
  async function* pieces(): AsyncGenerator<Buffer> {
    for (let sent = 0; sent < total; ) {
      if (failAfter !== undefined && sent >= failAfter) throw new Error('upload interrupted');
      const piece = randomBytes(Math.min(99_991, total - sent));
      hash.update(piece);
      sent += piece.length;
      yield piece;
    }
  }
  return { body: pieces(), sha256: () => hash.digest('hex') };
}

async function readAll(body: AsyncIterable<Buffer> | undefined): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body ?? []) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe.each(cases)('the $name file store', ({ store: makeStore, unit, holdings }) => {
  let store: FileStore;
  beforeAll(() => {
    store = makeStore();
  });

  it('reads back what was put, with its size and type, under a fresh random key', async () => {
    const first = await store.put({
      organisationId: mine,
      body: Readable.from([Buffer.from('amazon-order-id\t'), Buffer.from('sku\n')]),
      contentType: 'text/tab-separated-values',
    });
    const second = await store.put({ organisationId: mine, body: Readable.from([Buffer.from('x')]) });
    expect(first).toEqual({ key: expect.stringMatching(FILE_KEY_PATTERN), size: 20 });
    expect(second.key).toMatch(FILE_KEY_PATTERN);
    expect(second.key).not.toBe(first.key);

    const opened = await store.open({ organisationId: mine, key: first.key });
    expect(opened).toMatchObject({ size: 20, contentType: 'text/tab-separated-values' });
    expect((await readAll(opened?.body)).toString()).toBe('amazon-order-id\tsku\n');
    const untyped = await store.open({ organisationId: mine, key: second.key });
    expect(untyped).toMatchObject({ size: 1, contentType: 'application/octet-stream' });

    await store.remove({ organisationId: mine, key: first.key });
    await store.remove({ organisationId: mine, key: second.key });
  });

  it('keeps an empty file', async () => {
    const { key, size } = await store.put({ organisationId: mine, body: Readable.from([]) });
    expect(size).toBe(0);
    const opened = await store.open({ organisationId: mine, key });
    expect(opened?.size).toBe(0);
    expect((await readAll(opened?.body)).length).toBe(0);
    await store.remove({ organisationId: mine, key });
  });

  it('streams a body of several of its units in and out byte for byte, a Buffer at a time', async () => {
    const source = generated(unit + MiB + 7);
    const { key, size } = await store.put({ organisationId: mine, body: source.body });
    expect(size).toBe(unit + MiB + 7);
    const opened = await store.open({ organisationId: mine, key });
    expect(opened?.size).toBe(size);
    const hash = createHash('sha256');
    for await (const chunk of opened?.body ?? []) {
      expect(Buffer.isBuffer(chunk)).toBe(true);
      hash.update(chunk);
    }
    expect(hash.digest('hex')).toBe(source.sha256());
    await store.remove({ organisationId: mine, key });
  });

  it('lets a reader stop early without holding the store up', async () => {
    const { key } = await store.put({ organisationId: mine, body: generated(unit + MiB).body });
    const opened = await store.open({ organisationId: mine, key });
    for await (const chunk of opened?.body ?? []) {
      expect(chunk.length).toBeGreaterThan(0);
      break;
    }
    await store.remove({ organisationId: mine, key });
    expect(await store.open({ organisationId: mine, key })).toBeNull();
  });

  it("never opens or removes another organisation's file", async () => {
    const { key } = await store.put({ organisationId: mine, body: Readable.from([Buffer.from('private')]) });
    expect(await store.open({ organisationId: theirs, key })).toBeNull();
    await store.remove({ organisationId: theirs, key });
    expect((await readAll((await store.open({ organisationId: mine, key }))?.body)).toString()).toBe(
      'private',
    );
    await store.remove({ organisationId: mine, key });
  });

  it('answers null for a missing key or something that is no key, and removes what is not there calmly', async () => {
    const missing = randomBytes(24).toString('base64url');
    expect(await store.open({ organisationId: mine, key: missing })).toBeNull();
    for (const key of ['', '../1/x', `${theirs}/${missing}`, 'a'.repeat(200)])
      expect(await store.open({ organisationId: mine, key })).toBeNull();
    await expect(store.remove({ organisationId: mine, key: missing })).resolves.toBeUndefined();

    const { key } = await store.put({ organisationId: mine, body: Readable.from([Buffer.from('gone')]) });
    await store.remove({ organisationId: mine, key });
    expect(await store.open({ organisationId: mine, key })).toBeNull();
    await expect(store.remove({ organisationId: mine, key })).resolves.toBeUndefined();
  });

  it('keeps nothing of a body that fails midway, and rethrows its error', async () => {
    const before = await holdings(mine);
    // Past the store's first unit (a chunk written, a part uploaded) before it fails.
    const failing = generated(unit + 3 * MiB, unit + MiB);
    await expect(store.put({ organisationId: mine, body: failing.body })).rejects.toThrow(
      'upload interrupted',
    );
    expect(await holdings(mine)).toBe(before);
    expect(before).toBe(0);
  });
});
