import { APP_VERSION } from '@backoffice/shared';
import type { Page } from '@playwright/test';
import type { SentryEvent } from '../../server/src/testing/sentry-stand-in.ts';
import { expect, test } from './fixtures.ts';
import { type ReportingServer, startReportingServer } from './reporting-server.ts';

/**
 * Spec section 8 (decision 11): a render error anywhere shows a friendly page with "Try again",
 * never a blank one; with a Sentry DSN the error reaches Sentry (a local stand-in) through
 * @sentry/react, and an event with an exception opens Sentry's feedback dialog.
 */

const RENDER_FAILURE = 'e2e: the page title could not be set';

/**
 * Breaks this page's first write of document.title, which the app's root (RootShell) makes in an
 * effect as it renders: a failure inside React that nothing in the app expects. Later writes work,
 * so "Try again" can mend it.
 */
async function failFirstTitleWrite(page: Page) {
  await page.addInitScript((message) => {
    const native = Object.getOwnPropertyDescriptor(Document.prototype, 'title');
    Object.defineProperty(document, 'title', {
      configurable: true,
      get: () => native?.get?.call(document),
      set: () => {
        delete (document as { title?: string }).title;
        throw new Error(message);
      },
    });
  }, RENDER_FAILURE);
}

/** The Sentry SDK's chunk, which only a page with a DSN loads. */
const isSentryChunk = (url: string) => /\/build\/assets\/sentry-[^/]*\.js$/.test(url);

test('without a DSN a render error shows the error page, and Try again brings the screen back', async ({
  page,
  organisation,
}) => {
  const sentryChunks: string[] = [];
  page.on('request', (request) => {
    if (isSentryChunk(request.url())) sentryChunks.push(request.url());
  });
  await failFirstTitleWrite(page);
  await page.goto(organisation.path);

  const errorPage = page.getByTestId('error-page');
  await expect(errorPage).toContainText('Something went wrong');
  await expect(errorPage).not.toContainText(RENDER_FAILURE);
  await errorPage.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: organisation.name })).toBeVisible();
  await expect(errorPage).toBeHidden();
  expect(sentryChunks).toEqual([]);
});

test.describe('with a DSN', () => {
  const reportingTest = test.extend<object, { reporting: ReportingServer }>({
    reporting: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern.
      async ({}, use) => {
        const server = await startReportingServer();
        await use(server);
        await server.stop();
      },
      { scope: 'worker', timeout: 150_000 },
    ],
    // Every page and API call of these tests goes to the instance with the DSN.
    baseURL: async ({ reporting }, use) => {
      await use(reporting.url);
    },
  });

  reportingTest(
    'a runtime error reaches Sentry and opens the feedback dialog, tied to the error',
    async ({ page, organisation, reporting: { standIn } }) => {
      await failFirstTitleWrite(page);
      await page.goto(organisation.path);
      await expect(page.getByTestId('error-page')).toContainText('Something went wrong');

      const event = await standIn.waitFor<SentryEvent & { sdk?: { name?: string } }>('event', (e) =>
        (e.exception?.values ?? []).some((exception) => exception.value === RENDER_FAILURE),
      );
      expect(event).toMatchObject({
        environment: 'e2e',
        release: `stockroom@${APP_VERSION}`,
        sdk: { name: 'sentry.javascript.react' },
      });

      // The feedback dialog (Sentry's, in its shadow root): what happened, sent with the error's id.
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Something went wrong');
      await dialog.getByRole('textbox', { name: /What were you doing/ }).fill('Opening the dashboard.');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      const feedback = await standIn.waitFor<{ contexts: { feedback: Record<string, unknown> } }>('feedback');
      expect(feedback.contexts.feedback).toMatchObject({
        message: 'Opening the dashboard.',
        associated_event_id: event.event_id,
      });

      // Try again mends the page; an error nothing catches is reported too.
      await page.getByTestId('error-page').getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { name: organisation.name })).toBeVisible();
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('e2e: an error nothing caught');
        });
      });
      await standIn.waitFor('event', (e) =>
        (e.exception?.values ?? []).some((exception) => exception.value === 'e2e: an error nothing caught'),
      );
    },
  );
});
