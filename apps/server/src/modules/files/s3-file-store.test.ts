import { createHash, randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { FILE_KEY_PATTERN, type FileStore } from '../../lib/file-store.ts';
import { type S3StandIn, startS3StandIn } from '../../testing/s3-stand-in.ts';
import { createFileStore } from './create-file-store.client.ts';
import { S3_PART_BYTES, s3FileStore } from './s3-file-store.client.ts';

/**
 * The S3 store (FILE_STORE=s3) against the local S3 stand-in (testing/s3-stand-in.ts), through the
 * real AWS SDK and S3's protocol: signed requests, multipart uploads, S3's errors. What both
 * stores must do alike is in file-store.contract.test.ts; this file covers what is S3's own.
 */
let standIn: S3StandIn;
let store: FileStore;
const organisationId = 41;

beforeAll(async () => {
  standIn = await startS3StandIn();
  store = s3FileStore(standIn.filesConfig);
});

afterAll(async () => {
  await standIn?.close();
});

/** `total` random bytes in pieces of an odd size, made as they are read; `sha256()` once read. */
function generated(total: number, { failAfter }: { failAfter?: number } = {}) {
  const hash = createHash('sha256');
  async function* pieces(): AsyncGenerator<Buffer> {
    for (let sent = 0; sent < total; ) {
      if (failAfter !== undefined && sent >= failAfter) throw new Error('the client went away');
      const piece = randomBytes(Math.min(65_537, total - sent));
      hash.update(piece);
      sent += piece.length;
      yield piece;
    }
  }
  return { body: Readable.from(pieces()), sha256: () => hash.digest('hex') };
}

async function readAll(body: AsyncIterable<Buffer> | undefined): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body ?? []) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const operations = (from: number) => standIn.requests.slice(from).map((request) => request.operation);

describe('s3FileStore', () => {
  it('keeps a file under the organisation prefix and the random key it hands out, and removes it', async () => {
    const { key, size } = await store.put({
      organisationId,
      body: Readable.from([Buffer.from('sku,qty\n'), Buffer.from('A-1,3\n')]),
      contentType: 'text/csv',
    });
    expect(key).toMatch(FILE_KEY_PATTERN);
    expect(size).toBe(14);
    expect(standIn.objectKeys()).toContain(`${organisationId}/${key}`);

    const opened = await store.open({ organisationId, key });
    expect(opened).toMatchObject({ size: 14, contentType: 'text/csv' });
    expect((await readAll(opened?.body)).toString()).toBe('sku,qty\nA-1,3\n');

    await store.remove({ organisationId, key });
    expect(standIn.objectKeys()).not.toContain(`${organisationId}/${key}`);
    expect(await store.open({ organisationId, key })).toBeNull();
  });

  it('streams a body larger than a part up in parts and reads back the same bytes', async () => {
    const from = standIn.requests.length;
    const total = 20 * 1024 * 1024 + 12_345;
    const source = generated(total);
    const { key, size } = await store.put({ organisationId, body: source.body });
    expect(size).toBe(total);

    const parts = standIn.requests.slice(from).filter((request) => request.operation === 'UploadPart');
    expect(parts.map((part) => [part.partNumber, part.status])).toEqual([
      [1, 200],
      [2, 200],
      [3, 200],
    ]);
    expect(operations(from)).toEqual([
      'CreateMultipartUpload',
      'UploadPart',
      'UploadPart',
      'UploadPart',
      'CompleteMultipartUpload',
    ]);
    expect(Math.ceil(total / S3_PART_BYTES)).toBe(3);
    expect(standIn.pendingUploads()).toEqual([]);

    const opened = await store.open({ organisationId, key });
    expect(opened?.size).toBe(total);
    const hash = createHash('sha256');
    let read = 0;
    for await (const chunk of opened?.body ?? []) {
      expect(Buffer.isBuffer(chunk)).toBe(true);
      hash.update(chunk);
      read += chunk.length;
    }
    expect(read).toBe(total);
    expect(hash.digest('hex')).toBe(source.sha256());
    await store.remove({ organisationId, key });
  });

  it('aborts the multipart upload of a body that fails midway: no object, no parts left', async () => {
    const from = standIn.requests.length;
    const before = standIn.objectKeys();
    const source = generated(30 * 1024 * 1024, { failAfter: 17 * 1024 * 1024 });
    await expect(store.put({ organisationId, body: source.body })).rejects.toThrow('the client went away');

    const seen = operations(from);
    expect(seen).toContain('UploadPart');
    expect(seen.at(-1)).toBe('AbortMultipartUpload');
    expect(standIn.requests.at(-1)?.status).toBe(204);
    expect(seen).not.toContain('CompleteMultipartUpload');
    expect(standIn.pendingUploads()).toEqual([]);
    expect(standIn.objectKeys()).toEqual(before);
  });

  it('answers null for a key that is not there and takes the removal of one calmly', async () => {
    const missing = randomBytes(24).toString('base64url');
    expect(await store.open({ organisationId, key: missing })).toBeNull();
    await expect(store.remove({ organisationId, key: missing })).resolves.toBeUndefined();
  });

  it('opens a file only for its own organisation', async () => {
    const { key } = await store.put({ organisationId, body: Readable.from([Buffer.from('mine')]) });
    expect(await store.open({ organisationId: organisationId + 1, key })).toBeNull();
    await store.remove({ organisationId: organisationId + 1, key });
    expect(await store.open({ organisationId, key })).not.toBeNull();
    await store.remove({ organisationId, key });
  });

  it('is refused by the bucket with a wrong secret or access key, and says so rather than "not found"', async () => {
    const { key } = await store.put({ organisationId, body: Readable.from([Buffer.from('kept')]) });
    const stored = standIn.objectKeys();
    const wrongSecret = s3FileStore({
      ...standIn.filesConfig,
      secretAccessKey: `${standIn.secretAccessKey}x`,
    });
    await expect(
      wrongSecret.put({ organisationId, body: Readable.from([Buffer.from('intruder')]) }),
    ).rejects.toMatchObject({ name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } });
    // A HEAD answer has no body: the 403 alone must make open fail, not answer null.
    await expect(wrongSecret.open({ organisationId, key })).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    await expect(wrongSecret.remove({ organisationId, key })).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });

    const wrongKey = s3FileStore({ ...standIn.filesConfig, accessKeyId: 'AKIANOTTHEONE0000000' });
    await expect(
      wrongKey.put({ organisationId, body: Readable.from([Buffer.from('intruder')]) }),
    ).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });

    expect(standIn.objectKeys()).toEqual(stored);
    expect((await readAll((await store.open({ organisationId, key }))?.body)).toString()).toBe('kept');
    await store.remove({ organisationId, key });
  });

  it('is the store FILE_STORE=s3 and the S3_* variables configure', async () => {
    const config = loadConfig({
      DATA_DIR: tmpdir(),
      APP_KEY: `base64:${randomBytes(32).toString('base64')}`,
      FILE_STORE: 's3',
      S3_ENDPOINT: standIn.url,
      S3_BUCKET: standIn.bucket,
      S3_ACCESS_KEY_ID: standIn.accessKeyId,
      S3_SECRET_ACCESS_KEY: standIn.secretAccessKey,
    });
    // Region us-east-1 and path-style requests by default, as the stand-in (and MinIO) want.
    expect(config.files).toEqual(standIn.filesConfig);
    // The S3 store uses no database.
    const configured = createFileStore({ config: config.files, db: {} as Database });
    expect(configured.kind).toBe('s3');
    const { key } = await configured.put({
      organisationId,
      body: Readable.from([Buffer.from('configured')]),
    });
    expect((await readAll((await store.open({ organisationId, key }))?.body)).toString()).toBe('configured');
    await configured.remove({ organisationId, key });
  });

  it('fails loudly on a bucket that does not exist', async () => {
    const elsewhere = s3FileStore({ ...standIn.filesConfig, bucket: 'no-such-bucket' });
    await expect(
      elsewhere.put({ organisationId, body: Readable.from([Buffer.from('x')]) }),
    ).rejects.toMatchObject({ name: 'NoSuchBucket', $metadata: { httpStatusCode: 404 } });
  });
});
