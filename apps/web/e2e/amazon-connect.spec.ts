import { expect, test } from './fixtures.ts';

/**
 * Connecting an Amazon seller account, with the SP-API simulator (tools/sp-api-simulator) as
 * Amazon: playwright.config.ts runs it beside the app and gives the app its AMAZON_* settings.
 * The simulator's consent page is Seller Central's stand-in: a seller picker and Confirm.
 */
test('connect an Amazon seller account from a new report source, then connect it again', async ({
  page,
  organisation,
}) => {
  await page.goto(`${organisation.path}/report-sources/create`);
  await page.getByRole('link', { name: 'Connect Amazon account' }).click();

  // The connect form, for the one organisation the user has; what connecting grants is said first.
  await expect(page).toHaveURL(/\/amazon\/connect\?organisation=/);
  await expect(page.getByRole('heading', { name: 'Connect Amazon' })).toBeVisible();
  await expect(page.getByTestId('amazon-connect-explanation')).toContainText('It only reads');
  await expect(page.getByText(`Organisation: ${organisation.name}`)).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Amazon EU');
  await page.getByLabel('Home site').selectOption({ label: 'Germany (amazon.de)' });
  await expect(page.getByTestId('amazon-connect-site-hint')).toContainText(
    'You sign in at sellercentral-europe.amazon.com.',
  );
  await page.getByRole('button', { name: 'Connect' }).click();

  // On the home site's "Seller Central": sign in as the European seller and confirm.
  await expect(page).toHaveURL(/\/sellercentral-europe\.amazon\.com\/apps\/authorize\/consent\?/);
  await expect(page.getByRole('heading', { name: 'Authorize application' })).toBeVisible();
  await page.getByLabel('Sign in as').selectOption('A2EUSIMSELLER1');
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Back on the new source: connected, with a sales channel per marketplace the seller sells in.
  await expect(page).toHaveURL(new RegExp(`${organisation.path}/report-sources/\\d+/edit\\?connected=1$`));
  await expect(page.getByTestId('amazon-connected')).toContainText('Connected to Amazon.');
  await expect(page.getByRole('heading', { name: 'Edit Amazon EU' })).toBeVisible();
  await expect(page.getByTestId('report-source-home-site')).toContainText('Germany (amazon.de)');
  const channels = page.getByTestId('report-source-sales-channels');
  await expect(channels.getByRole('link')).toHaveCount(5);
  for (const storefront of ['Amazon.co.uk', 'Amazon.de', 'Amazon.fr', 'Amazon.it', 'Amazon.es'])
    await expect(channels).toContainText(storefront);
  await page.getByTestId('amazon-connected').getByRole('button', { name: 'Close alert' }).click();
  await expect(page).toHaveURL(/\/edit$/);

  // Connecting it again keeps the one source: same organisation and region, a new authorization,
  // here from another site of the region (India's).
  await page.getByRole('link', { name: 'Connect Amazon account again' }).click();
  await expect(page.getByRole('heading', { name: 'Connect Amazon EU again' })).toBeVisible();
  await expect(page.getByText('Region: Europe')).toBeVisible();
  await expect(page.getByLabel('Home site')).toHaveValue('DE');
  await page.getByLabel('Home site').selectOption({ label: 'India (amazon.in)' });
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page).toHaveURL(/\/sellercentral\.amazon\.in\/apps\/authorize\/consent\?/);
  await page.getByLabel('Sign in as').selectOption('A2EUSIMSELLER1');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('amazon-connected')).toBeVisible();
  await expect(channels.getByRole('link')).toHaveCount(5);
  await expect(page.getByTestId('report-source-home-site')).toContainText('India (amazon.in)');
});

test('a connection that fails comes back to the form saying why, and can be started again', async ({
  page,
  organisation,
}) => {
  await page.goto(`/amazon/connect?organisation=${organisation.ulid}&error=expired_state`);
  await expect(page.getByTestId('amazon-connect-error')).toHaveText(
    'The connection took too long. Please start it again and confirm on Amazon within 15 minutes.',
  );
  // Coming back from Amazon with a state this session did not sign: the form, not an error page.
  await page.goto('/api/amazon/callback?state=forged.0&selling_partner_id=A2EUSIMSELLER1&spapi_oauth_code=x');
  await expect(page).toHaveURL(/\/amazon\/connect\?error=invalid_state$/);
  await expect(page.getByTestId('amazon-connect-error')).toContainText('could not be verified');
  await expect(page.getByRole('button', { name: 'Connect' })).toBeEnabled();
});
