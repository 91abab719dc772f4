// @vitest-environment jsdom
import type { EventsResponse, Organisation } from '@backoffice/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { renderUi } from '../../../testing/render.tsx';
import { EventsSection } from './events-section.tsx';

const ORG = '01JEVENTSORG';
const BASE = `/api/organisations/${ORG}`;
const organisation = (role: Organisation['role']) => ({ ulid: ORG, name: 'Acme', role }) as Organisation;

function eventsWith(
  configured: boolean,
  channels: EventsResponse['data'][number]['channels'],
): EventsResponse {
  return {
    data: [
      {
        key: 'transfer_problem',
        label: 'Transfer problem',
        description: 'A transfer has a discrepancy.',
        channels,
      },
      { key: 'sync_failure', label: 'Sync failure', description: 'A source could not sync.', channels: [] },
    ],
    meta: { slack: { configured } },
  };
}

const stockAlerts = {
  channel_id: 'C0STOCK001',
  channel_name: '#stock-alerts',
  team_name: 'Acme HQ',
  connected_at: '2030-01-01T00:00:00.000Z',
};

describe('the notifications of the organisation settings', () => {
  it('lists each event with its channels, links Add to Slack to the API, and disconnects a channel', async () => {
    let answer = eventsWith(true, [stockAlerts]);
    const requests = fakeFetch({
      [`GET ${BASE}/events`]: () => jsonResponse(200, answer),
      [`PUT ${BASE}/events/transfer_problem/delete`]: () => {
        answer = eventsWith(true, []);
        return jsonResponse(200, { data: answer.data[0] });
      },
    });
    const { user } = renderUi(<EventsSection organisation={organisation('admin')} />);

    const transfer = (await screen.findByText('Transfer problem')).closest('li') as HTMLElement;
    expect(within(transfer).getByText('#stock-alerts')).toBeTruthy();
    expect(
      within(transfer).getByRole('link', { name: 'Add Transfer problem to Slack' }).getAttribute('href'),
    ).toBe(`${BASE}/events/transfer_problem/slack/connect`);

    await user.click(
      within(transfer).getByRole('button', { name: 'Disconnect #stock-alerts from Transfer problem' }),
    );
    await user.click(within(transfer).getByRole('button', { name: 'Confirm disconnect' }));

    expect(await within(transfer).findByText('Not posted to any Slack channel.')).toBeTruthy();
    const put = requests.find((request) => request.method === 'PUT');
    expect(JSON.parse(String(put?.body))).toEqual({ channel_id: 'C0STOCK001' });
  });

  it('explains which settings Slack needs when the server has none, instead of offering Add to Slack', async () => {
    fakeFetch({ [`GET ${BASE}/events`]: () => jsonResponse(200, eventsWith(false, [])) });
    renderUi(<EventsSection organisation={organisation('owner')} />);

    const help = await screen.findByTestId('slack-setup-help');
    expect(help.textContent).toContain('SLACK_CLIENT_ID');
    expect(help.textContent).toContain('SLACK_CLIENT_SECRET');
    expect(help.textContent).toContain('/api/slack/oauth/callback');
    expect(screen.queryByRole('link', { name: /to Slack$/ })).toBeNull();
  });

  it('lets viewers read the channels without connect or disconnect', async () => {
    fakeFetch({ [`GET ${BASE}/events`]: () => jsonResponse(200, eventsWith(true, [stockAlerts])) });
    renderUi(<EventsSection organisation={organisation('viewer')} />);

    expect(await screen.findByText('#stock-alerts')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /to Slack$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Disconnect/ })).toBeNull();
  });

  it('says how Add to Slack ended, then takes the outcome out of the URL', async () => {
    fakeFetch({ [`GET ${BASE}/events`]: () => jsonResponse(200, eventsWith(true, [stockAlerts])) });
    const { location } = renderUi(<EventsSection organisation={organisation('admin')} />, {
      route: '/settings?slack=connected&event=transfer_problem&channel=%23stock-alerts&tab=x',
    });

    expect((await screen.findByTestId('slack-notice')).textContent).toBe(
      'Slack is connected: Transfer problem now posts to #stock-alerts.',
    );
    expect(location()).toBe('/settings?tab=x');
  });

  it('shows a refusal from Slack as an error with Slack’s reason', async () => {
    fakeFetch({ [`GET ${BASE}/events`]: () => jsonResponse(200, eventsWith(true, [])) });
    renderUi(<EventsSection organisation={organisation('admin')} />, {
      route: '/settings?slack=slack_error&error=invalid_code',
    });

    const notice = await screen.findByTestId('slack-notice');
    expect(notice.className).toContain('alert-danger');
    expect(notice.textContent).toContain('Slack refused the request');
    expect(notice.textContent).toContain('(Slack said: invalid_code)');
  });
});
