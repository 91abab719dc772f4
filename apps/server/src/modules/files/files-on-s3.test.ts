import { gzipSync } from 'node:zlib';
import type { ReportType } from '@backoffice/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { created } from '../../testing/catalog-fixtures.ts';
import { signUp } from '../../testing/fixtures.ts';
import { orderLine, outcome, report, upload } from '../../testing/report-fixtures.ts';
import { type S3StandIn, startS3StandIn } from '../../testing/s3-stand-in.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { storedFiles } from './files.tables.ts';

/**
 * The product with FILE_STORE=s3 against the local S3 stand-in, through its API: a report uploaded,
 * processed and downloaded, a logo stored and replaced; the bucket holds them, the database none.
 */
const overrides: Record<string, string> = {};
let standIn: S3StandIn;
beforeAll(async () => {
  standIn = await startS3StandIn();
  Object.assign(overrides, {
    FILE_STORE: 's3',
    S3_ENDPOINT: standIn.url,
    S3_REGION: standIn.region,
    S3_BUCKET: standIn.bucket,
    S3_ACCESS_KEY_ID: standIn.accessKeyId,
    S3_SECRET_ACCESS_KEY: standIn.secretAccessKey,
  });
});
// Registered after the stand-in's hook, so the server starts with its address.
const server = useTestServer(overrides);
afterAll(async () => {
  await standIn?.close();
});

const ORDERS: ReportType = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('files in an S3 bucket', () => {
  it('hold uploaded reports and logos, read back through the organisation routes only', async () => {
    expect(server.ctx.files.kind).toBe('s3');
    const { client, organisation } = await signUp(server);
    const base = `/api/organisations/${organisation.ulid}`;
    const source = await created(client.post(`${base}/report-sources`, { name: 'Files', type: 'manual' }));
    const document = gzipSync(report(ORDERS, [orderLine('O-1', 'S-1'), orderLine('O-2', 'S-2')]));
    const request = await upload(
      client,
      base,
      { report_source_id: String(source.id), report_type: ORDERS },
      document,
    );
    expect(await outcome(client, base, request.id)).toMatchObject({ status: 'PROCESSED', rows_written: 2 });
    const served = await client.getBytes(`${base}/report-requests/${request.id}/document`);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(document)).toBe(true);
    expect((await server.client().getBytes(`${base}/report-requests/${request.id}/document`)).status).toBe(
      401,
    );

    const logo = async () => {
      const form = new FormData();
      form.set('name', 'Bucket Ltd');
      form.set('logo', new Blob([PNG], { type: 'image/png' }), 'logo.png');
      return (await client.post(`${base}/`, form)).body.data.logo as string;
    };
    const first = await logo();
    const second = await logo();
    expect((await client.getBytes(second)).bytes.equals(PNG)).toBe(true);
    expect((await client.getBytes(first)).status).toBe(404);

    // The report and the current logo are objects under the organisation's prefix; the replaced
    // logo was deleted; the database keeps no file.
    const keys = standIn.objectKeys();
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key.startsWith(`${organisation.id}/`)).toBe(true);
    expect(keys.some((key) => second.endsWith(key.split('/')[1] as string))).toBe(true);
    const [rows] = await server.ctx.db.select({ n: count() }).from(storedFiles);
    expect(rows?.n).toBe(0);
  });
});
