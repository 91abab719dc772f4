import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures.ts';

const ulidIn = (url: string) => /\/organisation\/([0-9A-Za-z]{26})/.exec(url)?.[1] ?? '';

/**
 * Issue 28, "a second brand without a second account": a new seller signs up, creates a second
 * organisation from the menu, sees the organisation switcher appear, switches between the two
 * (the screen and its query kept), and deletes one, landing in the other.
 */
test('sign up, create a second organisation from the menu, switch between the two, delete one', async ({
  page,
}) => {
  // A long journey (sign-up, two dashboards, a deletion job): 1 min alone, far more on a busy CI machine.
  test.setTimeout(180_000);
  const password = 'a long enough password';
  await page.goto('/auth/register');
  await page.getByLabel('Name', { exact: true }).fill('Two Brands');
  await page.getByLabel('Email').fill(`e2e-${randomBytes(5).toString('hex')}@example.com`);
  await page.getByLabel('Organisation name').fill('First Brand');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  const dashboard = page.getByTestId('dashboard');
  await expect(dashboard.getByRole('heading', { name: 'First Brand' })).toBeVisible();
  const first = ulidIn(page.url());
  expect(first).not.toBe('');
  // One organisation: no switcher (spec section 2).
  const switcher = page.getByTestId('organisation-switcher');
  await expect(switcher).toHaveCount(0);

  // A second one, from the user menu.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-new-organisation').click();
  const create = page.getByRole('dialog', { name: 'New organisation' });
  await create.getByLabel('Organisation name').fill('Second Brand');
  await create.getByRole('button', { name: 'Create organisation' }).click();
  await expect(create).toHaveCount(0);
  await expect(dashboard.getByRole('heading', { name: 'Second Brand' })).toBeVisible();
  const second = ulidIn(page.url());
  expect(second).not.toBe(first);
  expect(page.url()).toMatch(new RegExp(`/organisation/${second}$`));

  // Now the switcher shows, on the new one, ticked.
  await expect(switcher).toBeVisible();
  await expect(switcher.getByRole('button', { name: /Second Brand/ })).toBeVisible();
  await switcher.getByRole('button', { name: /Second Brand/ }).click();
  await expect(switcher.locator('[aria-current="true"]')).toHaveText(/Second Brand/);

  // Switching keeps the screen and its query; the organisation parameter changes.
  await page.goto(`/organisation/${second}/skus?search=tent`);
  await expect(page.getByRole('heading', { level: 1, name: 'SKUs' })).toBeVisible();
  await switcher.getByRole('button', { name: /Second Brand/ }).click();
  await switcher.getByRole('button', { name: 'First Brand' }).click();
  await expect(page).toHaveURL(new RegExp(`/organisation/${first}/skus\\?search=tent$`));
  await expect(switcher.getByRole('button', { name: /First Brand/ })).toBeVisible();
  await switcher.getByRole('button', { name: /First Brand/ }).click();
  await expect(switcher.locator('[aria-current="true"]')).toHaveText(/First Brand/);
  await switcher.getByRole('button', { name: 'Second Brand' }).click();
  await expect(page).toHaveURL(new RegExp(`/organisation/${second}/skus\\?search=tent$`));

  // Delete the second one from its settings: only with its name typed exactly.
  await page.goto(`/organisation/${second}/settings`);
  const danger = page.getByTestId('danger-zone');
  await danger.getByRole('button', { name: 'Delete organisation' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Second Brand?' });
  const confirmButton = confirm.getByRole('button', { name: 'Delete organisation' });
  await confirm.getByLabel('Type Second Brand to confirm').fill('second brand');
  await expect(confirmButton).toBeDisabled();
  await confirm.getByLabel('Type Second Brand to confirm').fill('Second Brand');
  await confirmButton.click();

  // Landed in the other organisation; the deletion's progress shows until it is done.
  await expect(page).toHaveURL(new RegExp(`/organisation/${first}$`));
  await expect(dashboard.getByRole('heading', { name: 'First Brand' })).toBeVisible();
  const progress = page.getByTestId('organisation-deletion');
  await expect(progress).toContainText('Second Brand');
  await expect(progress).toContainText('Second Brand was deleted', { timeout: 30_000 });
  // One organisation again: no switcher.
  await expect(switcher).toHaveCount(0);
  await progress.getByRole('button', { name: 'Dismiss' }).click();
  await expect(progress).toHaveCount(0);

  // It is gone: its pages and its API answer 404.
  const api = await page.request.get(`/api/organisations/${second}/team`, {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(api.status()).toBe(404);
  await page.goto(`/organisation/${second}`);
  await expect(page.getByTestId('not-found-page')).toBeVisible();
});
