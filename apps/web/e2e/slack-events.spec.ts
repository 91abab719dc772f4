import { expect, test } from './fixtures.ts';

// playwright.config.ts runs the Slack stand-in beside the app and gives the app its settings.
test('connect an event to a Slack channel with Add to Slack, then disconnect it', async ({
  page,
  organisation,
}) => {
  await page.goto(`${organisation.path}/settings`);
  const events = page.getByTestId('events-section');
  const transfer = events.getByTestId('notification-event').filter({ hasText: 'Transfer problem' });
  await expect(transfer).toContainText('Not posted to any Slack channel.');

  // Off to Slack (the stand-in's consent page): pick a channel and allow.
  await transfer.getByRole('link', { name: 'Add Transfer problem to Slack' }).click();
  await expect(page.getByRole('heading', { name: /requesting permission/ })).toBeVisible();
  await page.getByLabel('Where should Stockroom post?').selectOption({ label: '#operations' });
  await page.getByRole('button', { name: 'Allow' }).click();

  // Back on the settings screen: the outcome, the channel listed, the URL clean again.
  await expect(page.getByTestId('slack-notice')).toHaveText(
    'Slack is connected: Transfer problem now posts to #operations.',
  );
  await expect(transfer.getByTestId('event-channel')).toContainText('#operations');
  await expect(page).toHaveURL(new RegExp(`${organisation.path}/settings(#events)?$`));

  await transfer.getByRole('button', { name: 'Disconnect #operations from Transfer problem' }).click();
  await transfer.getByRole('button', { name: 'Confirm disconnect' }).click();
  await expect(transfer).toContainText('Not posted to any Slack channel.');

  // Cancelling at Slack comes back with that said, and nothing connected.
  await transfer.getByRole('link', { name: 'Add Transfer problem to Slack' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('slack-notice')).toContainText('the request was cancelled in Slack');
  await expect(transfer).toContainText('Not posted to any Slack channel.');
});
