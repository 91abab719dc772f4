import { Readable } from 'node:stream';
import type { FilesConfig } from '../../config.ts';
import { randomToken } from '../../lib/crypto.ts';
import {
  type FileRef,
  type FileStore,
  isFileKey,
  type OpenedFile,
  type StoredFile,
} from '../../lib/file-store.ts';

export type S3FilesConfig = Extract<FilesConfig, { store: 's3' }>;

/**
 * 8 MiB a part: a 512 MB report is 64 parts, and with S3_PART_QUEUE parts in flight the upload
 * holds at most about (queue + 1) parts in memory, whatever the file's size (S3's smallest part
 * is 5 MiB, its most parts 10,000: files up to 80 GB).
 */
export const S3_PART_BYTES = 8 * 1024 * 1024;
const S3_PART_QUEUE = 2;

/**
 * Files in an S3-compatible bucket (FILE_STORE=s3): AWS S3, MinIO, Cloudflare R2, Ceph… Each
 * object is `<organisationId>/<key>`; the key handed out is only the random part, and the prefix
 * comes from the organisation the caller is acting for, so a key of one organisation never opens
 * another's file. Uploads of unknown length stream through lib-storage's multipart `Upload`; a
 * failed upload is aborted, so its parts do not linger (a process killed mid-upload cannot abort:
 * give the bucket a lifecycle rule that aborts incomplete multipart uploads after a day).
 */
export function s3FileStore(config: S3FilesConfig): FileStore {
  let loaded: Promise<S3Sdk> | undefined;
  // The SDK is about 22 MB of a process's memory once loaded: a server on the PostgreSQL store
  // (the default) never pays it, and one on S3 pays it at its first file, not at start. A dynamic
  // import of the package stays one in the bundle (build.mjs), where a static one would be
  // hoisted to the top of dist/server.mjs and loaded by every server.
  const sdk = () => (loaded ??= loadSdk(config));
  const objectKey = ({ organisationId, key }: FileRef) => `${organisationId}/${key}`;

  return {
    kind: 's3',
    async put({ organisationId, body, contentType = 'application/octet-stream' }): Promise<StoredFile> {
      const { client, Upload } = await sdk();
      const key = randomToken(24);
      let size = 0;
      const counted = Readable.from(
        countBytes(body, (bytes) => (size += bytes)),
        { objectMode: false },
      );
      // On a failure (the body, a part, the completion) Upload aborts the multipart upload before
      // it rethrows; a body shorter than one part goes as one PutObject, which stores all or nothing.
      await new Upload({
        client,
        partSize: S3_PART_BYTES,
        queueSize: S3_PART_QUEUE,
        params: {
          Bucket: config.bucket,
          Key: objectKey({ organisationId, key }),
          Body: counted,
          ContentType: contentType,
        },
      }).done();
      return { key, size };
    },
    async open(ref): Promise<OpenedFile | null> {
      if (!isFileKey(ref.key)) return null;
      const loadedSdk = await sdk();
      const bucketKey = { Bucket: config.bucket, Key: objectKey(ref) };
      let head: { ContentLength?: number; ContentType?: string; ETag?: string };
      try {
        head = await loadedSdk.client.send(new loadedSdk.HeadObjectCommand(bucketKey));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? 'application/octet-stream',
        // Fetched when the reader starts, so an opened file that is never read holds no connection.
        body: readObject(loadedSdk, { ...bucketKey, IfMatch: head.ETag }),
      };
    },
    async remove(ref): Promise<void> {
      if (!isFileKey(ref.key)) return;
      const { client, DeleteObjectCommand } = await sdk();
      try {
        // S3 answers 204 for a key that is not there; some compatible stores answer 404.
        await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(ref) }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}

type S3Sdk = Awaited<ReturnType<typeof loadSdk>>;

async function loadSdk(config: S3FilesConfig) {
  const [{ DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client }, { Upload }] =
    await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Without both, the SDK's default chain (environment, shared config, instance role) applies.
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them (the SDK's defaults before 3.729). The defaults since
    // add CRC32 headers, `x-amz-checksum-algorithm` on multipart uploads and aws-chunked trailers,
    // which S3-compatible stores behind AWS (older MinIO and Ceph, B2, R2 for a while) refused.
    // Nothing is lost here: every part goes as a Buffer whose SHA-256 is signed
    // (`x-amz-content-sha256`), which the store checks before it keeps the part.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { client, Upload, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand };
}

async function* readObject(
  { client, GetObjectCommand }: S3Sdk,
  input: { Bucket: string; Key: string; IfMatch: string | undefined },
): AsyncGenerator<Buffer> {
  const object = await client.send(new GetObjectCommand(input)).catch((error: unknown) => {
    if (isMissing(error)) throw new Error(`File ${input.Key} was deleted while it was opened`);
    throw error;
  });
  if (!(object.Body instanceof Readable)) throw new Error('S3 GetObject answered without a Node stream');
  // Leaving the loop early (a reader that stops) destroys the stream and frees its connection.
  for await (const chunk of object.Body as AsyncIterable<Uint8Array>) {
    yield asBuffer(chunk);
  }
}

async function* countBytes(
  body: Readable | AsyncIterable<Uint8Array>,
  count: (bytes: number) => void,
): AsyncGenerator<Buffer> {
  for await (const piece of body as AsyncIterable<Uint8Array | string>) {
    const buffer = typeof piece === 'string' ? Buffer.from(piece) : asBuffer(piece);
    count(buffer.length);
    yield buffer;
  }
}

function asBuffer(data: Uint8Array): Buffer {
  return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/** NoSuchKey (GetObject, with an error body) or a bare 404 (HeadObject, whose answer has no body). */
function isMissing(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return (
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    (status === 404 && error.name !== 'NoSuchBucket')
  );
}
