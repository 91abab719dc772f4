import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The catalog journey of issue 3: a supplier with shipping times, a product with two SKUs (one
 * mapped by hand, one on the mapping screen), and a products CSV with one bad row that writes nothing.
 */
async function pickProduct(page: Page, label: string, name: string) {
  await page.getByLabel(label, { exact: true }).fill(name);
  await page.getByRole('option', { name }).click();
  await expect(page.getByLabel(label, { exact: true })).toHaveValue(name);
}

async function createSku(page: Page, skuId: string, product?: string) {
  await page.getByRole('button', { name: 'New SKU' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('SKU id').fill(skuId);
  if (product) await pickProduct(page, 'Product', product);
  await dialog.getByRole('button', { name: 'Create SKU' }).click();
  await expect(page.getByTestId('sku-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product ? `${product} (${skuId})` : skuId);
}

test('supplier with shipping times, product with two SKUs mapped, and a CSV import with a bad row', async ({
  page,
  organisation: { path: organisation },
}) => {
  // A supplier shipping to one country and one region.
  await page.goto(`${organisation}/suppliers/create`);
  await page.getByLabel('Name', { exact: true }).fill('Shenzhen Ceramics');
  await page.getByRole('button', { name: 'Add shipping time' }).click();
  await page.getByRole('button', { name: 'Add shipping time' }).click();
  await page.getByLabel('Shipping time 1 type').selectOption('country');
  await page.getByLabel('Shipping time 1 code').selectOption('DE');
  await page.getByLabel('Shipping time 1 days').fill('12');
  await page.getByLabel('Shipping time 2 type').selectOption('region');
  await page.getByLabel('Shipping time 2 code').selectOption('EU');
  await page.getByLabel('Shipping time 2 days').fill('20');
  await page.getByRole('button', { name: 'Create supplier' }).click();
  await expect(page.getByRole('heading', { name: 'Products from Shenzhen Ceramics' })).toBeVisible();
  await page.goto(`${organisation}/suppliers`);
  const supplierRow = page.getByTestId('supplier-row').filter({ hasText: 'Shenzhen Ceramics' });
  await expect(supplierRow).toContainText('DE 12 days, EU 20 days');
  await supplierRow.getByRole('link', { name: 'Shenzhen Ceramics' }).click();
  await expect(page.getByLabel('Shipping time 1 code')).toHaveValue('DE');
  await expect(page.getByLabel('Shipping time 2 type')).toHaveValue('region');
  await expect(page.getByLabel('Shipping time 2 code')).toHaveValue('EU');
  await expect(page.getByLabel('Shipping time 2 days')).toHaveValue('20');

  // A product.
  await page.goto(`${organisation}/products`);
  await page.getByRole('button', { name: 'New product' }).click();
  const newProduct = page.getByRole('dialog');
  await newProduct.getByLabel('Name', { exact: true }).fill('Blue Mug');
  await newProduct.getByLabel('COGS', { exact: true }).fill('4.20');
  await newProduct.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { name: 'Blue Mug', level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-cogs')).toHaveText('4.20 USD');
  await expect(page.getByTestId('product-transfers')).toContainText('No transfers yet');

  // Two SKUs by hand: one mapped to the product, one not.
  await page.goto(`${organisation}/skus`);
  await createSku(page, 'MUG-BLUE-1', 'Blue Mug');
  await page.goto(`${organisation}/skus`);
  await createSku(page, 'MUG-BLUE-2');

  // The mapping screen lists only the unmapped one; assigning it empties the list.
  await page.goto(`${organisation}/skus/mapping`);
  const unmapped = page.getByTestId('unmapped-sku-row');
  await expect(unmapped).toHaveCount(1);
  await expect(unmapped).toContainText('MUG-BLUE-2');
  await page.getByLabel('Select MUG-BLUE-2').check();
  await expect(page.getByTestId('mapping-selected')).toHaveText('1 SKU selected');
  await pickProduct(page, 'Product', 'Blue Mug');
  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Mapped 1 SKU to Blue Mug.' })).toBeVisible();
  await expect(unmapped).toHaveCount(0);
  await expect(page.getByTestId('empty-table')).toHaveText('Every SKU is mapped.');

  await page.goto(`${organisation}/products`);
  await page.getByRole('link', { name: 'Blue Mug' }).click();
  const skus = page.getByTestId('product-sku-row');
  await expect(skus).toHaveCount(2);
  await expect(skus.nth(0)).toContainText('Blue Mug (MUG-BLUE-1)');
  await expect(skus.nth(1)).toContainText('Blue Mug (MUG-BLUE-2)');

  // A CSV with one bad row: the row's error is shown and none of its good rows is written.
  await page.goto(`${organisation}/products`);
  await expect(page.getByTestId('product-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importDialog = page.getByRole('dialog');
  await importDialog.getByLabel('CSV file').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'name,cogs,cogs_currency\nGreen Mug,3.10,USD\nBroken Row,abc,USD\nRed Mug,2.00,EUR\n',
    ),
  });
  await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
  const errors = importDialog.getByTestId('import-errors');
  await expect(errors).toContainText('Nothing was imported');
  await expect(importDialog.getByTestId('import-error-line')).toHaveCount(1);
  await expect(importDialog.getByTestId('import-error-line')).toContainText('Line 3:');
  await expect(importDialog.getByTestId('import-error-line')).toContainText('cogs');
  await page.keyboard.press('Escape');
  await expect(importDialog).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('product-row')).toHaveCount(1);
  await expect(page.getByTestId('product-row')).toContainText('Blue Mug');
  await page.getByLabel('Search products').fill('Mug');
  await expect(page).toHaveURL(/search=Mug/);
  await expect(page.getByRole('link', { name: 'Green Mug' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Red Mug' })).toHaveCount(0);
});
