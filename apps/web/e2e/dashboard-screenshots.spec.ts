import { STORAGE_KEY_SETTINGS } from '@backoffice/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { seedRecords } from './seed-records.ts';

/**
 * Issue 8 asks for pictures of the dashboard to look at, not to compare: at 1440 px in light and
 * dark mode and at 390 px, on an organisation with some records. They go to test-results/screenshots
 * (git-ignored, beside Playwright's own output folder, which it empties per run).
 */
const FOLDER = 'test-results/screenshots';

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.spinner-border, [aria-busy="true"], .app-icon-slot')).toHaveCount(0);
  // Nothing is being fetched any more (the progress bar at the top is off).
  await expect(page.getByTestId('navigation-progress')).toHaveAttribute('data-active', 'false');
}

test('screenshots of the dashboard at 1440 px (light and dark) and 390 px', async ({
  page,
  api,
  organisation,
}) => {
  await seedRecords(api, organisation);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(organisation.path);
  await settled(page);
  await page.screenshot({
    path: `${FOLDER}/dashboard-1440-light.png`,
    fullPage: true,
    animations: 'disabled',
  });

  await page.evaluate(
    (key) => localStorage.setItem(key, JSON.stringify({ darkModeSystem: false, darkMode: true })),
    STORAGE_KEY_SETTINGS,
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await settled(page);
  await page.screenshot({
    path: `${FOLDER}/dashboard-1440-dark.png`,
    fullPage: true,
    animations: 'disabled',
  });

  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEY_SETTINGS);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
  await settled(page);
  await page.screenshot({
    path: `${FOLDER}/dashboard-390-light.png`,
    fullPage: true,
    animations: 'disabled',
  });
});
