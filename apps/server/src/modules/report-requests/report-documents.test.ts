import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPORT_DOCUMENT_GONE_MESSAGE, type ReportType } from '@backoffice/shared';
import { and, count, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { catalogOrganisation, created } from '../../testing/catalog-fixtures.ts';
import { orderLine, outcome, report, upload, uploadForm } from '../../testing/report-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { storedFileChunks, storedFiles } from '../files/files.tables.ts';
import { FILE_CHUNK_BYTES } from '../files/postgres-file-store.client.ts';
import { moveLegacyReportDocuments } from './legacy-report-documents.usecase.ts';
import { reportRequests } from './report-requests.tables.ts';

/** A request's document in the file store (issue 27): streamed in and out, 404 before, 410 once gone. */
const server = useTestServer();
const ORDERS: ReportType = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL';
const silent = pino({ level: 'silent' });

async function uploaded(lines = 3, file?: Buffer) {
  const org = await catalogOrganisation(server);
  const source = await created(
    org.client.post(`${org.base}/report-sources`, { name: 'Files', type: 'manual' }),
  );
  const document =
    file ??
    Buffer.from(
      report(
        ORDERS,
        Array.from({ length: lines }, (_, i) => orderLine(`O-${i}`, `S-${i}`)),
      ),
    );
  const request = await upload(
    org.client,
    org.base,
    { report_source_id: String(source.id), report_type: ORDERS },
    document,
  );
  await outcome(org.client, org.base, request.id);
  const key = { organisationId: org.organisation.id, id: request.id };
  const where = and(eq(reportRequests.organisationId, key.organisationId), eq(reportRequests.id, key.id));
  const row = async () => {
    const [found] = await server.ctx.db.select().from(reportRequests).where(where);
    return found as typeof reportRequests.$inferSelect;
  };
  return { ...org, document, request, key, where, row, path: `${org.base}/report-requests/${request.id}` };
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('a report document', () => {
  it('of several chunks is stored in chunks and comes back byte for byte', async () => {
    // Random bytes inside a gzip member do not compress: about 2.5 chunks on the wire.
    const big = gzipSync(Buffer.alloc(0));
    const noise = Buffer.concat([
      big,
      Buffer.from(Array.from({ length: 2.5 * FILE_CHUNK_BYTES }, (_, i) => (i * 7919) % 251)),
    ]);
    const { client, path, row, key } = await uploaded(0, noise);
    const { documentFile } = await row();
    const [chunks] = await server.ctx.db
      .select({ n: count() })
      .from(storedFileChunks)
      .where(
        and(
          eq(storedFileChunks.organisationId, key.organisationId),
          eq(storedFileChunks.fileKey, documentFile as string),
        ),
      );
    expect(chunks?.n).toBe(3);
    const served = await client.getBytes(`${path}/document`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-length')).toBe(String(noise.length));
    expect(sha(served.bytes)).toBe(sha(noise));
  });

  it('answers 404 before there is one, and 410 with what to do once it is no longer stored', async () => {
    const { client, path, row, where, key } = await uploaded();
    const { documentFile } = await row();
    await server.ctx.db.update(reportRequests).set({ documentFile: null }).where(where);
    const none = await client.get(`${path}/document`);
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({
      message: 'This report has no document yet.',
      code: 'report_requests.no_document_yet',
    });

    // The file is lost from the store (a bucket emptied by hand, a restore without it).
    await server.ctx.db.update(reportRequests).set({ documentFile }).where(where);
    await server.ctx.files.remove({ organisationId: key.organisationId, key: documentFile as string });
    const gone = await client.get(`${path}/document`);
    expect(gone.status).toBe(410);
    expect(gone.body).toEqual({
      message: REPORT_DOCUMENT_GONE_MESSAGE,
      code: 'report_requests.document_gone',
    });
    expect((await client.get(path)).body.data.document).toBe('gone');
    const again = await client.post(`${path}/process`);
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(REPORT_DOCUMENT_GONE_MESSAGE);
  });

  it('that is gone when it is processed fails the request with the reason, at once', async () => {
    const { client, base, path, row, where, key } = await uploaded();
    const { documentFile } = await row();
    await server.ctx.files.remove({ organisationId: key.organisationId, key: documentFile as string });
    await server.ctx.db.update(reportRequests).set({ status: 'FAILED' }).where(where);
    // Processing again is allowed (the screen does not know yet); the job finds the file gone.
    expect((await client.post(`${path}/process`)).status).toBe(202);
    const failed = await outcome(client, base, key.id);
    expect(failed).toMatchObject({ status: 'FAILED', error: REPORT_DOCUMENT_GONE_MESSAGE, document: 'gone' });
  });
});

describe('a refused upload', () => {
  it('leaves no file in the store: an empty file, another organisation’s source, a bad type', async () => {
    const org = await catalogOrganisation(server);
    const other = await catalogOrganisation(server);
    const theirs = await created(
      other.client.post(`${other.base}/report-sources`, { name: 'Theirs', type: 'manual' }),
    );
    const ours = await created(
      org.client.post(`${org.base}/report-sources`, { name: 'Ours', type: 'manual' }),
    );
    const file = report(ORDERS, [orderLine('O-1', 'S-1')]);
    for (const [fields, body] of [
      [{ report_source_id: String(ours.id), report_type: ORDERS }, ''],
      [{ report_source_id: String(theirs.id), report_type: ORDERS }, file],
      [{ report_source_id: String(ours.id), report_type: 'NOT_A_TYPE' }, file],
    ] as const) {
      const answer = await org.client.post(`${org.base}/report-requests`, uploadForm(fields, body));
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    }
    const [files] = await server.ctx.db
      .select({ n: count() })
      .from(storedFiles)
      .where(eq(storedFiles.organisationId, org.organisation.id));
    expect(files?.n).toBe(0);
  });
});

describe('documents an earlier version kept under STORAGE_DIR', () => {
  it('move into the file store at start; one that is not there becomes gone', async () => {
    const storageDir = await mkdtemp(join(tmpdir(), 'sbo-legacy-'));
    try {
      const kept = await uploaded(2);
      const lost = await uploaded(2);
      const keptPath = `reports/${kept.key.organisationId}/${kept.key.id}.report`;
      await mkdir(join(storageDir, 'reports', String(kept.key.organisationId)), { recursive: true });
      await writeFile(join(storageDir, keptPath), kept.document);
      // As migration 0038 leaves them: the old path, no file in the store yet.
      await server.ctx.db
        .update(reportRequests)
        .set({ documentFile: null, legacyDocumentPath: keptPath })
        .where(kept.where);
      await server.ctx.db
        .update(reportRequests)
        .set({
          documentFile: null,
          legacyDocumentPath: `reports/${lost.key.organisationId}/${lost.key.id}.report`,
        })
        .where(lost.where);
      // A path leading out of the directory is not followed.
      const escaping = await uploaded(1);
      await server.ctx.db
        .update(reportRequests)
        .set({ documentFile: null, legacyDocumentPath: '../../etc/passwd' })
        .where(escaping.where);

      const moved = await moveLegacyReportDocuments({
        db: server.ctx.db,
        files: server.ctx.files,
        storageDir,
        log: silent,
      });
      expect(moved).toEqual({ moved: 1, gone: 2 });
      const served = await kept.client.getBytes(`${kept.path}/document`);
      expect(served.status).toBe(200);
      expect(served.bytes.equals(kept.document)).toBe(true);
      expect((await lost.client.get(`${lost.path}/document`)).status).toBe(410);
      expect((await escaping.client.get(`${escaping.path}/document`)).status).toBe(410);
      expect((await kept.row()).legacyDocumentPath).toBeNull();
      // Nothing left to move: a second start does nothing.
      expect(
        await moveLegacyReportDocuments({
          db: server.ctx.db,
          files: server.ctx.files,
          storageDir,
          log: silent,
        }),
      ).toEqual({ moved: 0, gone: 0 });
    } finally {
      await rm(storageDir, { recursive: true, force: true });
    }
  });
});
