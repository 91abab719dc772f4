import type { User } from '@backoffice/shared';
import { expect, test } from './fixtures.ts';

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
