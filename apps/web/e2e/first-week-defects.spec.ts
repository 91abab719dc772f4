import { randomBytes } from 'node:crypto';
import type { User } from '@backoffice/shared';
import { expect, test } from './fixtures.ts';
import { seedRecords } from './seed-records.ts';

/**
 * Issue 28's defects that only a browser shows: a long email address in the "verify your email"
 * notice on a 360 px screen (defect 7), and what a form keeps across Back and Forward and how it
 * warns before its changes are left behind (defect 5).
 */

test.describe('defect 7: the verify-your-email notice at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a 60-character email address wraps inside the screen', async ({ page, context, api }) => {
    // One long word, no hyphen or dot to break at before the @: 60 characters in all.
    const email = `e2e${randomBytes(4).toString('hex')}${'x'.repeat(37)}@example.com`;
    expect(email).toHaveLength(60);
    expect((await context.request.get('/sanctum/csrf-cookie')).ok()).toBe(true);
    const { data: user } = await api.post<{ data: User }>('/api/fortify/register', {
      name: 'Long Address',
      email,
      password: 'a long enough password',
      password_confirmation: 'a long enough password',
      organisation_name: 'Long Address Goods',
    });

    await page.goto(`/organisation/${user.current_organisation?.ulid}`);
    const banner = page.getByTestId('verify-email-banner');
    await expect(banner).toContainText(email);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, 'the page scrolls sideways').toBe(0);
    const box = await banner.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(360);
  });
});

test.describe('defect 5: a form keeps what was typed and warns before it is left', () => {
  test('New supplier: Back asks, Forward brings the typing back, a save goes without asking, closing asks', async ({
    page,
    organisation,
  }) => {
    const suppliers = `${organisation.path}/suppliers`;
    const leaveDialog = page.getByRole('dialog', { name: 'Leave this page?' });
    const name = page.getByRole('textbox', { name: 'Name' });

    await page.goto(suppliers);
    await page.getByRole('link', { name: 'New supplier' }).click();
    await expect(page.getByRole('form', { name: 'New supplier' })).toBeVisible();
    await name.fill('Back and Forward Ltd');

    // Back: asked first; Leave goes back to the list.
    await page.goBack();
    await expect(leaveDialog).toBeVisible();
    await leaveDialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(new RegExp(`${suppliers}$`));
    await expect(page.getByRole('heading', { name: 'Suppliers', level: 1 })).toBeVisible();

    // Forward: the form as it was left.
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${suppliers}/create$`));
    await expect(name).toHaveValue('Back and Forward Ltd');

    // A link elsewhere asks too; Stay keeps the page and what was typed.
    await page.getByRole('link', { name: 'Back to suppliers' }).click();
    await expect(leaveDialog).toBeVisible();
    await leaveDialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(leaveDialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${suppliers}/create$`));
    await expect(name).toHaveValue('Back and Forward Ltd');

    // Saved: the screen after the save opens without a question, and Back finds an empty form.
    await page.getByRole('button', { name: 'Create supplier' }).click();
    await expect(page.getByTestId('supplier-products-page')).toBeVisible();
    await expect(leaveDialog).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${suppliers}/create$`));
    await expect(name).toHaveValue('');

    // Closing the tab with changes: the browser's own "Leave site?" dialog.
    await name.fill('Closed Tab Ltd');
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
  });
});

test('every create and edit screen is left without a question while nothing was typed', async ({
  page,
  api,
  organisation,
}) => {
  // Eighteen screens, each loaded afresh.
  test.setTimeout(300_000);
  const records = await seedRecords(api, organisation);
  const at = organisation.path;
  const screens = [
    `${at}/suppliers/create`,
    `${at}/suppliers/${records.supplierId}/edit`,
    `${at}/suppliers/${records.supplierId}/edit-products`,
    `${at}/products/${records.productId}`,
    `${at}/products/${records.productId}/edit`,
    `${at}/skus/${records.skuId}/edit`,
    `${at}/skus/mapping`,
    `${at}/warehouses/create`,
    `${at}/warehouses/${records.warehouseUlid}/edit`,
    `${at}/purchase-orders/create`,
    `${at}/purchase-orders/${records.purchaseOrderId}/edit`,
    `${at}/transfers/create`,
    `${at}/transfers/${records.transferId}/edit`,
    `${at}/report-sources/create`,
    `${at}/report-sources/${records.reportSourceId}/edit`,
    `${at}/fulfillment-centers/${records.fulfillmentCenterId}/edit`,
    `${at}/settings`,
    '/user/profile',
  ];
  const unloadAsked: string[] = [];
  page.on('dialog', async (dialog) => {
    unloadAsked.push(`${dialog.type()} on ${page.url()}`);
    await dialog.dismiss();
  });
  for (const screen of screens) {
    await page.goto(screen);
    await expect(page.locator('main form').first(), screen).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Suppliers', exact: true }).click();
    await expect(page, `${screen} asked before leaving`).toHaveURL(new RegExp(`${at}/suppliers$`));
    await expect(page.getByRole('dialog', { name: 'Leave this page?' })).toBeHidden();
  }
  expect(unloadAsked, 'the browser asked before a reload').toEqual([]);
});
