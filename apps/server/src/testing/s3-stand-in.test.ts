import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  type ServiceInputTypes,
  type ServiceOutputTypes,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3StandIn, startS3StandIn } from './s3-stand-in.ts';

/**
 * The S3 stand-in is only worth testing against if it refuses what S3 refuses: these drive it with
 * the real AWS SDK, with the SDK's own defaults (CRC32 checksums, aws-chunked bodies with a
 * trailer) as well as the file store's settings, and with requests altered after signing.
 */
let standIn: S3StandIn;
const MiB = 1024 * 1024;

beforeAll(async () => {
  standIn = await startS3StandIn();
});

afterAll(async () => {
  await standIn?.close();
});

/** A client of the stand-in with the SDK's defaults (checksums when supported) unless overridden. */
function client(overrides: Partial<S3ClientConfig> = {}): S3Client {
  return new S3Client({
    endpoint: standIn.url,
    region: standIn.region,
    forcePathStyle: true,
    credentials: { accessKeyId: standIn.accessKeyId, secretAccessKey: standIn.secretAccessKey },
    maxAttempts: 1,
    ...overrides,
  });
}

type SentRequest = { headers: Record<string, string>; body?: unknown };

/** Runs `change` on each request as it leaves, after the SDK signed it. */
function afterSigning(s3: S3Client, change: (request: SentRequest) => void): S3Client {
  type Handler = (args: {
    input: ServiceInputTypes;
    request: unknown;
  }) => Promise<{ output: ServiceOutputTypes; response: unknown }>;
  const middleware =
    (next: Handler): Handler =>
    (args) => {
      change(args.request as SentRequest);
      return next(args);
    };
  s3.middlewareStack.addRelativeTo(middleware, {
    relation: 'after',
    toMiddleware: 'httpSigningMiddleware',
    name: 'afterSigning',
  });
  return s3;
}

const key = (name: string) => `tests/${name}-${randomBytes(6).toString('hex')}`;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('the S3 stand-in', () => {
  it('takes a streamed PutObject as the SDK sends it by default: aws-chunked with a CRC32 trailer', async () => {
    const sent: Record<string, string>[] = [];
    const s3 = afterSigning(client(), (request) => sent.push({ ...request.headers }));
    const bytes = randomBytes(300_000);
    const Key = key('chunked');
    await s3.send(
      new PutObjectCommand({
        Bucket: standIn.bucket,
        Key,
        Body: Readable.from([bytes.subarray(0, 100_000), bytes.subarray(100_000)]),
        ContentLength: bytes.length,
        ContentType: 'text/plain',
      }),
    );
    expect(sent[0]).toMatchObject({
      'x-amz-content-sha256': 'STREAMING-UNSIGNED-PAYLOAD-TRAILER',
      'content-encoding': 'aws-chunked',
      'x-amz-trailer': 'x-amz-checksum-crc32',
    });

    const got = await s3.send(new GetObjectCommand({ Bucket: standIn.bucket, Key, ChecksumMode: 'ENABLED' }));
    expect(got).toMatchObject({ ContentLength: bytes.length, ContentType: 'text/plain' });
    expect(got.ChecksumCRC32).toMatch(/^[A-Za-z0-9+/]{6}==$/);
    // The SDK checks that CRC32 as it reads and would throw on a mismatch.
    expect(sha256((await got.Body?.transformToByteArray()) ?? new Uint8Array())).toBe(sha256(bytes));
  });

  it('takes a multipart upload with CRC32 checksums per part (the SDK default) and answers its composite checksum', async () => {
    const bytes = randomBytes(11 * MiB);
    const Key = key('composite');
    const from = standIn.requests.length;
    await new Upload({
      client: client(),
      partSize: 5 * MiB,
      queueSize: 1,
      params: { Bucket: standIn.bucket, Key, Body: Readable.from([bytes]) },
    }).done();
    expect(standIn.requests.slice(from).map(({ operation, status }) => [operation, status])).toEqual([
      ['CreateMultipartUpload', 200],
      ['UploadPart', 200],
      ['UploadPart', 200],
      ['UploadPart', 200],
      ['CompleteMultipartUpload', 200],
    ]);
    const head = await client().send(
      new HeadObjectCommand({ Bucket: standIn.bucket, Key, ChecksumMode: 'ENABLED' }),
    );
    expect(head).toMatchObject({ ContentLength: bytes.length, ChecksumType: 'COMPOSITE' });
    expect(head.ETag).toMatch(/^"[0-9a-f]{32}-3"$/);
    expect(head.ChecksumCRC32).toMatch(/-3$/);
    const got = await client().send(new GetObjectCommand({ Bucket: standIn.bucket, Key }));
    expect(sha256((await got.Body?.transformToByteArray()) ?? new Uint8Array())).toBe(sha256(bytes));
  });

  it('refuses a CRC32 that does not match the bytes, and keeps nothing', async () => {
    const Key = key('bad-crc');
    await expect(
      client().send(
        new PutObjectCommand({
          Bucket: standIn.bucket,
          Key,
          Body: Buffer.from('hello'),
          ChecksumCRC32: 'AAAAAA==',
        }),
      ),
    ).rejects.toMatchObject({ name: 'BadDigest', $metadata: { httpStatusCode: 400 } });
    expect(standIn.objectKeys()).not.toContain(Key);
  });

  it('refuses a body changed after signing (its SHA-256 was signed) and keeps nothing', async () => {
    const Key = key('tampered-body');
    const s3 = afterSigning(client({ requestChecksumCalculation: 'WHEN_REQUIRED' }), (request) => {
      request.body = Buffer.from('HELLO');
    });
    await expect(
      s3.send(new PutObjectCommand({ Bucket: standIn.bucket, Key, Body: Buffer.from('hello') })),
    ).rejects.toMatchObject({ name: 'XAmzContentSHA256Mismatch', $metadata: { httpStatusCode: 400 } });
    expect(standIn.objectKeys()).not.toContain(Key);
  });

  it('refuses a signed header changed after signing, and a request that is not signed at all', async () => {
    const Key = key('tampered-header');
    const s3 = afterSigning(client({ requestChecksumCalculation: 'WHEN_REQUIRED' }), (request) => {
      request.headers['content-type'] = 'text/html';
    });
    await expect(
      s3.send(
        new PutObjectCommand({
          Bucket: standIn.bucket,
          Key,
          Body: Buffer.from('<p>'),
          ContentType: 'text/plain',
        }),
      ),
    ).rejects.toMatchObject({ name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } });
    expect(standIn.objectKeys()).not.toContain(Key);

    const anonymous = await fetch(`${standIn.url}/${standIn.bucket}/${Key}`, { method: 'PUT', body: 'x' });
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).toMatch(/^<\?xml[^>]*>\n<Error><Code>AccessDenied<\/Code>/);
    expect(standIn.objectKeys()).not.toContain(Key);
  });

  it("answers S3's errors for a missing key, a finished upload and parts out of the rules", async () => {
    const s3 = client({ requestChecksumCalculation: 'WHEN_REQUIRED' });
    const Bucket = standIn.bucket;
    await expect(s3.send(new GetObjectCommand({ Bucket, Key: key('missing') }))).rejects.toMatchObject({
      name: 'NoSuchKey',
      $metadata: { httpStatusCode: 404 },
    });
    await expect(s3.send(new HeadObjectCommand({ Bucket, Key: key('missing') }))).rejects.toMatchObject({
      name: 'NotFound',
    });

    const Key = key('parts');
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket, Key }));
    const part = async (PartNumber: number, bytes: number) =>
      (await s3.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: randomBytes(bytes) })))
        .ETag;
    const one = await part(1, 1024);
    const two = await part(2, 1024);
    const complete = (Parts: { PartNumber: number; ETag?: string }[]) =>
      s3.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts } }));
    await expect(
      complete([
        { PartNumber: 1, ETag: one },
        { PartNumber: 2, ETag: two },
      ]),
    ).rejects.toMatchObject({ name: 'EntityTooSmall' });
    await expect(
      complete([
        { PartNumber: 2, ETag: two },
        { PartNumber: 1, ETag: one },
      ]),
    ).rejects.toMatchObject({ name: 'InvalidPartOrder' });
    await expect(complete([{ PartNumber: 1, ETag: two }])).rejects.toMatchObject({ name: 'InvalidPart' });
    expect(standIn.pendingUploads()).toContainEqual({
      bucket: Bucket,
      key: Key,
      uploadId: UploadId,
      parts: 2,
    });

    await s3.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
    expect(standIn.pendingUploads().map((upload) => upload.uploadId)).not.toContain(UploadId);
    await expect(s3.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }))).rejects.toMatchObject({
      name: 'NoSuchUpload',
      $metadata: { httpStatusCode: 404 },
    });
    await expect(complete([{ PartNumber: 1, ETag: one }])).rejects.toMatchObject({ name: 'NoSuchUpload' });
    expect(standIn.objectKeys()).not.toContain(Key);
  });

  it('says NotImplemented for what it does not do, rather than half doing it', async () => {
    await expect(client().send(new ListObjectsV2Command({ Bucket: standIn.bucket }))).rejects.toMatchObject({
      name: 'NotImplemented',
      $metadata: { httpStatusCode: 501 },
    });
  });
});
