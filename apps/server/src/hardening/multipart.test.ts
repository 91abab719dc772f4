import { describe, expect, it } from 'vitest';
import { catalogOrganisation } from '../testing/catalog-fixtures.ts';
import { useTestServer } from '../testing/test-server.ts';

const server = useTestServer();

const BOUNDARY = '----stockroom-test';
const part = (name: string, value: string, filename?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n${filename ? 'Content-Type: text/csv\r\n' : ''}\r\n${value}\r\n`;

describe('malformed multipart bodies', () => {
  it('answer 400 with a clear message on the imports and the organisation update, never 500', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const cases: [string, (whole: string) => [string, string]][] = [
      ['no boundary', (whole) => ['multipart/form-data', whole]],
      ['empty boundary', (whole) => ['multipart/form-data; boundary=', whole]],
      [
        'truncated',
        (whole) => [`multipart/form-data; boundary=${BOUNDARY}`, whole.slice(0, whole.length - 20)],
      ],
      ['cut in the headers', (whole) => [`multipart/form-data; boundary=${BOUNDARY}`, whole.slice(0, 30)]],
      ['wrong boundary', (whole) => ['multipart/form-data; boundary=other', whole]],
      ['empty', () => [`multipart/form-data; boundary=${BOUNDARY}`, '']],
      [
        'boundary over 256 characters',
        (whole) => [`multipart/form-data; boundary=${'x'.repeat(300)}`, whole],
      ],
    ];
    const failures: string[] = [];
    for (const path of ['products/import', 'skus/import', 'suppliers/import', '']) {
      const whole = path
        ? `${part('file', 'name,sku_id\nMat,M-1\n', 'p.csv')}--${BOUNDARY}--\r\n`
        : `${part('name', 'Renamed')}--${BOUNDARY}--\r\n`;
      for (const [name, make] of cases) {
        const [contentType, body] = make(whole);
        const response = await client.raw('POST', `${base}/${path}`, body, contentType);
        if (![400, 422].includes(response.status)) failures.push(`${path} ${name}: ${response.status}`);
        else
          expect(response.body, `${path} ${name}`).toEqual({
            message: expect.any(String),
            code: expect.any(String),
            ...(response.body.errors ? { errors: expect.any(Object) } : {}),
          });
      }
    }
    expect(failures).toEqual([]);
    expect((await client.get(`${base}/products`)).body.data).toEqual([]);
    expect((await client.get('/api/users/me')).body.data.current_organisation.name).toBe(organisation.name);
  });
});
