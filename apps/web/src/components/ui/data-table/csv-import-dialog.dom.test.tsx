// @vitest-environment jsdom
import { ERROR_CODES, type Import } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../../lib/notify.ts';
import { type FakeRequest, fakeFetch, jsonResponse, XSRF_TEST_TOKEN } from '../../../testing/fake-fetch.ts';
import { renderUi } from '../../../testing/render.tsx';
import { CsvImportDialog } from './csv-import-dialog.tsx';

const PRODUCTS = '/api/organisations/01JTESTORG/products';
const IMPORT = `POST ${PRODUCTS}/import`;
const PROGRESS = 'GET /api/organisations/01JTESTORG/imports/7';

/** The import as the server shows it: 202 on upload, then polled until it ends. */
const importAs = (fields: Partial<Import>) =>
  jsonResponse(fields.status === 'queued' ? 202 : 200, {
    data: {
      id: 7,
      resource: 'products',
      status: 'queued',
      total: 3,
      processed: 0,
      created: 0,
      updated: 0,
      errors: null,
      message: null,
      created_at: '2025-01-01T00:00:00.000Z',
      finished_at: null,
      ...fields,
    },
  });
const accepted = () => importAs({ status: 'queued' });
const doneWith = (created: number, updated: number) =>
  importAs({ status: 'done', processed: created + updated, created, updated });
const csvFile = (name = 'products.csv') => new File(['name,cogs\nMat,12.50\n'], name, { type: 'text/csv' });

/** The server's 422 for a file with bad rows: nothing imported, problems keyed rows.<line>.<field>. */
const rejected = (
  errors: Record<string, string[]>,
  message = 'The import has errors; nothing was imported.',
) => jsonResponse(422, { message, errors, code: ERROR_CODES.validationFailed });

function renderDialog(onImported = vi.fn()) {
  const rendered = renderUi(
    <CsvImportDialog
      path={PRODUCTS}
      noun="products"
      invalidate={[['products']]}
      help={<>Columns: name, cogs</>}
      onImported={onImported}
    />,
  );
  const { user } = rendered;
  const dialog = () => screen.getByRole('dialog', { name: 'Import products' });
  const importButton = () => within(dialog()).getByRole('button', { name: 'Import' }) as HTMLButtonElement;
  const open = () => user.click(screen.getByRole('button', { name: 'Import CSV' }));
  const choose = (file: File) => user.upload(within(dialog()).getByLabelText('CSV file'), file);
  const importFile = async (file = csvFile()) => {
    await choose(file);
    await user.click(importButton());
  };
  return { ...rendered, onImported, dialog, importButton, open, choose, importFile };
}

afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
});

describe('CsvImportDialog', () => {
  it('opens a dialog with the help text; Import waits for a file', async () => {
    const { open, dialog, importButton, choose } = renderDialog();
    expect(screen.queryByRole('dialog')).toBeNull();
    await open();
    expect(within(dialog()).getByText('Columns: name, cogs')).toBeTruthy();
    expect(importButton().disabled).toBe(true);
    await choose(csvFile());
    expect(importButton().disabled).toBe(false);
  });

  it('posts the chosen file to <list>/import as a browser would, follows the import and reports what it wrote', async () => {
    const polls = [importAs({ status: 'running' }), doneWith(2_000, 1)];
    const requests = fakeFetch({ [IMPORT]: accepted, [PROGRESS]: () => polls.shift() ?? doneWith(2_000, 1) });
    const { open, importFile, dialog, importButton, onImported } = renderDialog();
    await open();
    const file = csvFile('spring.csv');
    await importFile(file);

    const result = await within(dialog()).findByTestId('import-result');
    expect(result.textContent).toBe('Imported: 2,000 created, 1 updated.');
    expect(onImported).toHaveBeenCalledExactlyOnceWith({ created: 2_000, updated: 1 });

    // A write first fetches the CSRF cookie, then echoes it; the file goes as multipart form data;
    // then the import is polled until it has ended, and no more.
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      IMPORT,
      PROGRESS,
      PROGRESS,
    ]);
    const upload = requests[1] as FakeRequest;
    expect(upload.headers.get('X-XSRF-TOKEN')).toBe(XSRF_TEST_TOKEN);
    expect(upload.body).toBeInstanceOf(FormData);
    expect((upload.body as FormData).get('file')).toBe(file);

    // The dialog stays open on the result, ready for another file.
    expect(importButton().disabled).toBe(true);
    expect((within(dialog()).getByLabelText('CSV file') as HTMLInputElement).files).toHaveLength(0);
  });

  it('blocks a second submit while the file is uploading', async () => {
    let answer: (response: Response) => void = () => {};
    const requests = fakeFetch({
      [IMPORT]: () => new Promise<Response>((resolve) => (answer = resolve)),
      [PROGRESS]: () => doneWith(1, 0),
    });
    const { user, open, importFile, importButton, dialog } = renderDialog();
    await open();
    await importFile();
    await waitFor(() => expect(importButton().querySelector('.spinner-border')).not.toBeNull());
    expect(importButton().disabled).toBe(true);
    await user.click(importButton());

    answer(accepted());
    await within(dialog()).findByTestId('import-result');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('lists a 422’s problems by line, in line order, and says nothing was imported', async () => {
    fakeFetch({
      [IMPORT]: () =>
        rejected({
          'rows.12.cogs': ['The cogs must be an amount such as 12.50.'],
          'rows.3.name': ['The name field is required.'],
          'rows.3.cogs_currency': ['The cogs currency must be a three-letter currency code such as USD.'],
          'rows.5': ['Duplicate product.'],
        }),
    });
    const { open, importFile, dialog, onImported } = renderDialog();
    await open();
    await importFile();

    const errors = await within(dialog()).findByTestId('import-errors');
    expect(errors.textContent).toContain(
      'Nothing was imported. Fix these problems and import the file again.',
    );
    expect(
      within(errors)
        .getAllByTestId('import-error-line')
        .map((line) => line.textContent),
    ).toEqual([
      'Line 3: name: The name field is required. cogs_currency: The cogs currency must be a three-letter currency code such as USD.',
      'Line 5: Duplicate product.',
      'Line 12: cogs: The cogs must be an amount such as 12.50.',
    ]);
    expect(onImported).not.toHaveBeenCalled();
    // Shown in the dialog only: no error toast on top.
    expect(getToasts()).toEqual([]);
  });

  it('shows the progress of a running import, then the row errors it failed on', async () => {
    let polled = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeFetch({
      [IMPORT]: accepted,
      [PROGRESS]: async () => {
        polled += 1;
        if (polled === 1) return importAs({ status: 'running', total: 4, processed: 0 });
        await held;
        return importAs({
          status: 'failed',
          total: 4,
          errors: { 'rows.4.supplier': ['No supplier named "Gone".'] },
          message: 'The import has errors; nothing was imported.',
        });
      },
    });
    const { open, importFile, dialog, onImported } = renderDialog();
    await open();
    await importFile();
    const progress = await within(dialog()).findByTestId('import-progress');
    expect(progress.textContent).toContain('Importing…');
    release();
    const errors = await within(dialog()).findByTestId('import-errors');
    expect(
      within(errors)
        .getAllByTestId('import-error-line')
        .map((line) => line.textContent),
    ).toEqual(['Line 4: supplier: No supplier named "Gone".']);
    expect(within(dialog()).queryByTestId('import-progress')).toBeNull();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('says the rows are written while an import finishes after its last row', async () => {
    let polled = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeFetch({
      [IMPORT]: accepted,
      [PROGRESS]: async () => {
        polled += 1;
        if (polled === 1) return importAs({ status: 'running', total: 2_000, processed: 500 });
        if (polled === 2) return importAs({ status: 'running', total: 2_000, processed: 2_000 });
        await held;
        return doneWith(2_000, 0);
      },
    });
    const { open, importFile, dialog } = renderDialog();
    await open();
    await importFile();
    const progress = await within(dialog()).findByTestId('import-progress');
    await waitFor(() =>
      expect(progress.textContent).toBe(
        `Importing… ${(500).toLocaleString()} of ${(2_000).toLocaleString()} rows written`,
      ),
    );
    await waitFor(() =>
      expect(progress.textContent).toBe(
        `Importing… all ${(2_000).toLocaleString()} rows written, finishing…`,
      ),
    );
    release();
    expect((await within(dialog()).findByTestId('import-result')).textContent).toContain('2,000 created');
  });

  it('lists problems of the whole file apart, and falls back to the message when there are none', async () => {
    let answer = rejected({ file: ['Missing column(s): name.'] });
    fakeFetch({ [IMPORT]: () => answer });
    const { open, importFile, dialog } = renderDialog();
    await open();
    await importFile();
    const errors = await within(dialog()).findByTestId('import-errors');
    expect(within(errors).getByRole('listitem').textContent).toBe('Missing column(s): name.');
    expect(within(errors).queryAllByTestId('import-error-line')).toEqual([]);

    answer = rejected({}, 'The file has no rows.');
    await importFile();
    await waitFor(() =>
      expect(within(dialog()).getByTestId('import-errors').textContent).toContain('The file has no rows.'),
    );
  });

  it('clears the problems shown once another file is chosen', async () => {
    fakeFetch({ [IMPORT]: () => rejected({ 'rows.2.name': ['The name field is required.'] }) });
    const { open, importFile, choose, dialog } = renderDialog();
    await open();
    await importFile();
    await within(dialog()).findByTestId('import-errors');
    await choose(csvFile('fixed.csv'));
    expect(within(dialog()).queryByTestId('import-errors')).toBeNull();
  });

  it('reports any other failure with the usual error toast, not in the dialog', async () => {
    // notifyError logs the error as well; this test owns console.error.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeFetch({
      [IMPORT]: () => jsonResponse(500, { message: 'Server Error', code: ERROR_CODES.serverError }),
    });
    const { open, importFile, dialog } = renderDialog();
    await open();
    await importFile();

    await waitFor(() => expect(getToasts()).toHaveLength(1));
    expect(getToasts()[0]?.variant).toBe('danger');
    expect(within(dialog()).queryByTestId('import-errors')).toBeNull();
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it('Close hides the dialog and forgets the last result', async () => {
    fakeFetch({ [IMPORT]: () => rejected({ 'rows.2.name': ['The name field is required.'] }) });
    const { user, open, importFile, dialog } = renderDialog();
    await open();
    await importFile();
    await within(dialog()).findByTestId('import-errors');

    await user.click(within(dialog()).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await open();
    expect(within(dialog()).queryByTestId('import-errors')).toBeNull();
    expect((within(dialog()).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
