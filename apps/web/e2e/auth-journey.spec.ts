import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const password = 'a long enough password';

function uniqueEmail(prefix: string) {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

test('register, log out, log in, land on the dashboard, reload and stay signed in', async ({ page }) => {
  const email = uniqueEmail('journey');

  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByRole('link', { name: /create an account|register|sign up/i }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);

  await page.getByLabel('Name', { exact: true }).fill('Journey Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Organisation name').fill('Journey Goods');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  const dashboard = page.getByTestId('dashboard');
  await expect(dashboard).toBeVisible();
  await expect(dashboard.getByRole('heading', { name: 'Journey Goods' })).toBeVisible();
  await expect(page).toHaveURL(/\/organisation\/[0-9A-Za-z]{26}$/);
  await expect(page.getByTestId('footer')).toContainText('2.1.0');

  await logOut(page);
  // Signed out, the dashboard is out of reach.
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('These credentials do not match our records.').first()).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('dashboard')).toBeVisible();
  const dashboardUrl = page.url();

  await page.reload();
  await expect(page.getByTestId('dashboard')).toBeVisible();
  expect(page.url()).toBe(dashboardUrl);
});

test('a deep link survives sign-in with its query, and settings rename the organisation', async ({
  page,
  context,
  account,
  organisation,
}) => {
  // Signed out, with an account and an organisation to come back to.
  await context.clearCookies();
  // A forecast's detail is a query on its screen: the link must come back whole.
  await page.goto(`${organisation.path}/forecasts?sku=12`);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${organisation.path}/forecasts\\?sku=12$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Forecasts' })).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page
    .getByRole('menuitem', { name: 'Organisation Settings' })
    .or(page.getByText('Organisation Settings'))
    .first()
    .click();
  const settings = page.getByTestId('organisation-settings');
  await expect(settings).toBeVisible();
  await settings.getByLabel('Organisation name').fill('Renamed Goods');
  await settings.getByRole('button', { name: 'Save', exact: true }).click();
  await page.goto(organisation.path);
  await expect(page.getByTestId('dashboard').getByRole('heading', { name: 'Renamed Goods' })).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
});
