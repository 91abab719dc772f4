import { expect, test } from './fixtures.ts';

/**
 * The global search (issue 8): from the header to a SKU by its ASIN, then by part of its name
 * typed on the search page and opened with the keyboard.
 */
test('finds a SKU by ASIN and by part of its name, and opens it', async ({ page, api, organisation }) => {
  const { data: product } = await api.post<{ data: { id: number } }>(`${organisation.apiPath}/products`, {
    name: 'Bamboo Yoga Mat',
  });
  await api.post(`${organisation.apiPath}/skus`, {
    sku_id: 'MAT-GREEN',
    asin: 'B0MATGREEN',
    product_id: product.id,
  });
  await api.post(`${organisation.apiPath}/skus`, { sku_id: 'STRAP-1', name: 'Cotton strap' });

  await page.goto(organisation.path);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('b0matgr');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/\/backend\/pages\/generic\/search\?query=b0matgr$/);
  const byAsin = page.getByRole('link', { name: /MAT-GREEN/ });
  await expect(byAsin).toBeVisible();
  await expect(byAsin.locator('mark')).toHaveText('B0MATGR');
  await byAsin.click();
  await expect(page.getByTestId('sku-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bamboo Yoga Mat (MAT-GREEN)');

  await page.goBack();
  const input = page.getByRole('searchbox', { name: 'Search' });
  await input.fill('ton str');
  await expect(page).toHaveURL(/query=ton\+str$/);
  const byName = page.getByRole('link', { name: /STRAP-1/ });
  await expect(byName).toBeVisible();
  await expect(byName.locator('mark')).toHaveText('ton str');
  await expect(page.getByRole('link', { name: /MAT-GREEN/ })).toHaveCount(0);
  await input.press('ArrowDown');
  await expect(byName).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('STRAP-1');
});
