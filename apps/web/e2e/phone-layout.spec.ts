import {
  APP_NAME,
  type RouteName,
  STORAGE_KEY_SETTINGS,
  type User,
  type WebRoute,
  webRoutes,
} from '@backoffice/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { type SeededRecords, seedRecords } from './seed-records.ts';

test.use({ viewport: { width: 360, height: 740 }, organisationName: 'Northwind Outdoor Supplies Europe' });

test('at 360 px with two organisations the header fits and the account menu is on screen', async ({
  page,
  organisation,
}) => {
  // The user as a member of a second organisation (the header's switcher appears from two on).
  await page.route('**/api/users/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: User };
    const second = {
      ...body.data.organisations[0],
      ulid: '01JZZZZZZZZZZZZZZZZZZZZZZZ',
      name: 'A Second Organisation',
    };
    body.data.organisations = [...body.data.organisations, second] as User['organisations'];
    await route.fulfill({ response, json: body });
  });
  for (const path of ['', '/skus', '/warehouses']) {
    await page.goto(`${organisation.path}${path}`);
    await expect(page.getByTestId('organisation-switcher')).toBeVisible();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${path || '/'} scrolls sideways`).toBe(0);
    const account = await page.getByRole('button', { name: /Account menu/ }).boundingBox();
    expect(account && account.x + account.width).toBeLessThanOrEqual(360);
  }
});

const routes: Record<RouteName, WebRoute> = webRoutes;
const routeNames = Object.keys(routes) as RouteName[];

/**
 * Every route of the shared table as a URL, its parameters filled from the seeded records by the
 * resource the path names before them (`/products/:id` → the product). Resources without an API yet
 * (report requests) get a placeholder id: their screens are "not built"
 * pages that still have to fit. A built screen whose record is not seeded would not stay on its
 * URL (a missing record goes to its list), which the walk reports.
 */
function urlOf(name: RouteName, organisationUlid: string, records: SeededRecords): string {
  const ids: Record<string, string | number> = {
    products: records.productId,
    skus: records.skuId,
    suppliers: records.supplierId,
    warehouses: records.warehouseUlid,
    'fulfillment-centers': records.fulfillmentCenterId,
    'sales-channels': records.salesChannelId,
    'report-sources': records.reportSourceId,
    'purchase-orders': records.purchaseOrderId,
    transfers: records.transferId,
  };
  return webRoutes[name].path.replace(/([^/]*)\/:([a-zA-Z]+)/g, (_, resource: string, key: string) => {
    if (key === 'organisation') return `${resource}/${organisationUlid}`;
    if (key === 'token') return `${resource}/a-dummy-reset-token`;
    return `${resource}/${ids[resource] ?? 1}`;
  });
}

/** Dark mode chosen in the display settings (not the system's), as a user would set it. */
const DARK_SETTINGS = JSON.stringify({ darkModeSystem: false, darkMode: true });

/**
 * Opens `url` inside the running app, as its links do (a history entry the router follows), so
 * the walk does not boot the app once per route, and waits until the screen has settled: a heading
 * is there, nothing is loading (no spinner, no busy table, no request: the progress bar is off)
 * and the shell's icons have replaced their placeholders. Then the page must not be wider than the viewport.
 */
async function expectFits(page: Page, name: RouteName, label: string, url: string, staysOnUrl: boolean) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  if (staysOnUrl) {
    // The router has rendered this route (its title), and no missing record sent it elsewhere.
    // A screen's code loads on its first visit: on a machine loaded by parallel tests that took
    // over 10 s once (the purchase-order form), so the wait is for a hang, not for slowness.
    await expect(page, label).toHaveTitle(`${webRoutes[name].title} · ${APP_NAME}`, { timeout: 30_000 });
    expect(new URL(page.url()).pathname, `${label} went elsewhere`).toBe(url);
  }
  await expect(page.locator('h1').first(), `${label}: no heading`).toBeVisible();
  await expect(page.locator('.spinner-border, [aria-busy="true"], .app-icon-slot')).toHaveCount(0);
  await expect(page.getByTestId('navigation-progress')).toHaveAttribute('data-active', 'false');
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `${label} (${url}) scrolls sideways by ${sideways} px`).toBe(0);
}

// One test per mode, so the two walks can run side by side. About fifty screens each on a small
// CI machine: more than the default minute.
for (const mode of ['light', 'dark'] as const) {
  test(`at 360 px no route of the route table scrolls sideways in ${mode} mode, signed in and out`, async ({
    page,
    browser,
    api,
    organisation,
  }) => {
    test.setTimeout(120_000);
    const records = await seedRecords(api, organisation);

    // Signed in, every route; public ones too (login and register send a signed-in user on).
    await page.goto(organisation.path);
    if (mode === 'dark') {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        STORAGE_KEY_SETTINGS,
        DARK_SETTINGS,
      ] as const);
      await page.reload();
    }
    for (const name of routeNames) {
      const url = urlOf(name, organisation.ulid, records);
      await expectFits(page, name, `${name} (${mode}, signed in)`, url, !routes[name].public);
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', mode);
    }

    // Signed out: a fresh context, without the session, walks the public routes.
    const guest = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const guestPage = await guest.newPage();
    await guestPage.goto(webRoutes.login.path);
    if (mode === 'dark') {
      await guestPage.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        STORAGE_KEY_SETTINGS,
        DARK_SETTINGS,
      ] as const);
      await guestPage.reload();
    }
    for (const name of routeNames.filter((route) => routes[route].public)) {
      const url = urlOf(name, organisation.ulid, records);
      await expectFits(guestPage, name, `${name} (${mode}, signed out)`, url, true);
      await expect(guestPage.locator('html')).toHaveAttribute('data-bs-theme', mode);
    }
    await guest.close();
  });
}
