// @vitest-environment jsdom
import type { Dispute, DisputeCandidate } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserContext } from '../../../lib/use-user.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { renderUi } from '../../../testing/render.tsx';
import { memberOf } from '../../../testing/users.ts';
import { DisputesPage } from './disputes-page.tsx';

const ORG = '01JDISPUTESORG';
const BASE = `/api/organisations/${ORG}`;

const CANDIDATE: DisputeCandidate = {
  key: 'transfer:7:100',
  kind: 'transfer_shortage',
  title: '3 × MUG short on Restock FBA UK',
  sku_id: 100,
  seller_sku: 'MUG',
  transfer_id: 7,
  order_id: null,
  units: 3,
  currency: 'GBP',
  amount_at_stake: '12.00',
  deadline_at: '2026-06-30T00:00:00.000Z',
  evidence: [
    { label: 'Shipped', value: '10' },
    { label: 'Received', value: '7' },
  ],
};

const DISPUTE: Dispute = {
  id: 4,
  kind: 'transfer_shortage',
  status: 'OPEN',
  candidate_key: 'transfer:7:100',
  title: '3 × MUG short on Restock FBA UK',
  sku_id: 100,
  seller_sku: 'MUG',
  transfer_id: 7,
  order_id: null,
  units: 3,
  currency: 'GBP',
  amount_claimed: '12.00',
  amount_reimbursed: '0.00',
  case_id: null,
  deadline_at: '2026-06-30T00:00:00.000Z',
  near_deadline: true,
  needs_action: true,
  evidence: CANDIDATE.evidence,
  note: null,
  allowed_actions: ['submit', 'close'],
  submitted_at: null,
  resolved_at: null,
  created_at: '2026-06-01T00:00:00.000Z',
  updated_at: '2026-06-01T00:00:00.000Z',
};

const TOTALS = {
  open: 1,
  needs_action: 1,
  at_stake: [{ currency: 'GBP', amount: '12.00' }],
  recovered_this_year: [],
  claimable: {
    count: 2,
    amounts: [
      { currency: 'EUR', amount: '1250.00' },
      { currency: 'GBP', amount: '30.00' },
    ],
  },
};

function renderPage(role: 'viewer' | 'member', search = '') {
  return renderUi(
    <UserContext value={memberOf(ORG, role)}>
      <DisputesPage />
    </UserContext>,
    { route: `/organisation/${ORG}/disputes${search}`, path: '/organisation/:organisation/*' },
  );
}

const page = (data: Dispute[]) => ({
  data,
  meta: { current_page: 1, per_page: 25, total: data.length, last_page: 1 },
});

const found = (data: DisputeCandidate[], { page = 1, total = data.length } = {}) => ({
  data,
  meta: { current_page: page, per_page: 50, total, last_page: Math.max(1, Math.ceil(total / 50)) },
});

describe('the disputes screen', () => {
  it('opens a dispute from a finding, highlights its near deadline, and submits it with a case id', async () => {
    let opened = false;
    const requests = fakeFetch({
      [`GET ${BASE}/disputes`]: () => jsonResponse(200, page(opened ? [DISPUTE] : [])),
      [`GET ${BASE}/disputes/totals`]: () => jsonResponse(200, { data: TOTALS }),
      [`GET ${BASE}/disputes/candidates`]: () => jsonResponse(200, found(opened ? [] : [CANDIDATE])),
      [`POST ${BASE}/disputes`]: () => {
        opened = true;
        return jsonResponse(201, { data: DISPUTE });
      },
      [`POST ${BASE}/disputes/4/submit`]: () =>
        jsonResponse(200, { data: { ...DISPUTE, status: 'SUBMITTED', case_id: 'CASE-1' } }),
    });
    const { user } = renderPage('member');

    const candidate = await screen.findByTestId('dispute-candidate');
    expect(candidate.textContent).toContain('12.00 GBP');
    expect(candidate.textContent).toContain('Received: 7');
    expect(screen.getByTestId('dispute-total-at-stake').textContent).toBe('12.00 GBP');
    // One line per currency (never added up), then how many findings.
    const claimable = screen.getByTestId('dispute-total-claimable');
    expect([...claimable.children].map((line) => line.textContent)).toEqual(['1,250.00 EUR', '30.00 GBP']);
    expect(claimable.parentElement?.textContent).toContain('2 findings');
    await user.click(within(candidate).getByRole('button', { name: 'Open dispute' }));

    const row = await screen.findByTestId('dispute-row');
    expect(within(row).getByTestId('dispute-deadline').textContent).toContain('Deadline near');
    expect(within(row).getByRole('link', { name: 'Transfer #7' }).getAttribute('href')).toBe(
      `/organisation/${ORG}/transfers/7`,
    );
    const posted = requests.find(
      (request) => request.method === 'POST' && request.url.pathname === `${BASE}/disputes`,
    );
    expect(JSON.parse(String(posted?.body))).toEqual({ candidate_key: 'transfer:7:100' });

    await user.click(within(row).getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit dispute' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('The case id field is required.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Case id'), 'CASE-1');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const submitted = requests.find((request) => request.url.pathname === `${BASE}/disputes/4/submit`);
    expect(JSON.parse(String(submitted?.body))).toEqual({ case_id: 'CASE-1' });
  });

  it('shows a viewer the findings and disputes without buttons to act', async () => {
    fakeFetch({
      [`GET ${BASE}/disputes`]: () => jsonResponse(200, page([DISPUTE])),
      [`GET ${BASE}/disputes/totals`]: () => jsonResponse(200, { data: TOTALS }),
      [`GET ${BASE}/disputes/candidates`]: () => jsonResponse(200, found([CANDIDATE])),
    });
    renderPage('viewer');
    const row = await screen.findByTestId('dispute-row');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(await screen.findByTestId('dispute-candidate')).queryByRole('button')).toBeNull();
  });
  it('shows the first findings, then all of them a page at a time', async () => {
    const numbered = (from: number) =>
      Array.from({ length: 50 }, (_, index) => ({
        ...CANDIDATE,
        key: `loss:${from + index}`,
        title: `Finding ${from + index}`,
      }));
    const requests = fakeFetch({
      [`GET ${BASE}/disputes`]: () => jsonResponse(200, page([])),
      [`GET ${BASE}/disputes/totals`]: () => jsonResponse(200, { data: TOTALS }),
      [`GET ${BASE}/disputes/candidates`]: (request) => {
        const at = Number(request.url.searchParams.get('page') ?? 1);
        return jsonResponse(
          200,
          found(at === 1 ? numbered(1) : numbered(51).slice(0, 10), { page: at, total: 60 }),
        );
      },
    });
    const { user } = renderPage('member');

    expect(await screen.findAllByTestId('dispute-candidate')).toHaveLength(5);
    const card = screen.getByTestId('dispute-candidates');
    expect(card.textContent).toContain('Found to claim (60)');
    await user.click(within(card).getByRole('button', { name: 'Show all 60' }));
    expect(screen.getAllByTestId('dispute-candidate')).toHaveLength(50);
    expect(screen.getByTestId('dispute-candidates-page').textContent).toBe('Page 1 of 2');
    await user.click(within(card).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Finding 60')).toBeTruthy();
    expect(screen.getAllByTestId('dispute-candidate')).toHaveLength(10);
    const asked = requests.filter((request) => request.url.pathname === `${BASE}/disputes/candidates`);
    expect(asked.map((request) => request.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(asked[0]?.url.searchParams.get('per_page')).toBe('50');
  });

  it('of one transfer (from its "Disputes of this transfer" link): asks for that transfer’s findings and disputes only, and opens its finding', async () => {
    // A bigger finding of another transfer comes first when nothing narrows the findings.
    const OTHER: DisputeCandidate = {
      ...CANDIDATE,
      key: 'transfer:9:100',
      title: '8 × MUG short on Restock FBA DE',
      transfer_id: 9,
      amount_at_stake: '32.00',
    };
    const requests = fakeFetch({
      [`GET ${BASE}/disputes`]: () => jsonResponse(200, page([])),
      [`GET ${BASE}/disputes/totals`]: () => jsonResponse(200, { data: TOTALS }),
      [`GET ${BASE}/disputes/candidates`]: (request) => {
        const transfer = request.url.searchParams.get('transfer_id');
        return jsonResponse(
          200,
          found(
            [OTHER, CANDIDATE].filter((each) => transfer === null || String(each.transfer_id) === transfer),
          ),
        );
      },
      [`POST ${BASE}/disputes`]: () => jsonResponse(201, { data: DISPUTE }),
    });
    const { user } = renderPage('member', '?transfer_id=7');

    const [first, ...rest] = await screen.findAllByTestId('dispute-candidate');
    expect(rest).toEqual([]);
    expect(first?.textContent).toContain('Restock FBA UK');
    const asked = (path: string) => requests.filter((request) => request.url.pathname === path);
    expect(asked(`${BASE}/disputes/candidates`).map((r) => r.url.searchParams.get('transfer_id'))).toEqual([
      '7',
    ]);
    expect(asked(`${BASE}/disputes`).every((r) => r.url.searchParams.get('transfer_id') === '7')).toBe(true);

    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Open dispute' }));
    const posted = asked(`${BASE}/disputes`).find((request) => request.method === 'POST');
    expect(JSON.parse(String(posted?.body))).toEqual({ candidate_key: 'transfer:7:100' });
  });

  it('says how many disputes need action in the dashboard’s words, and opens the list filtered to them', async () => {
    // One OPEN and one SUBMITTED past its deadline need action, a REIMBURSED one does not; only one is OPEN.
    const LATE: Dispute = { ...DISPUTE, id: 5, status: 'SUBMITTED', case_id: 'C-5', needs_action: true };
    const PAID: Dispute = { ...DISPUTE, id: 6, status: 'REIMBURSED', case_id: 'C-6', needs_action: false };
    const requests = fakeFetch({
      [`GET ${BASE}/disputes`]: (request) =>
        jsonResponse(
          200,
          page(
            request.url.searchParams.get('needs_action') === 'true' ? [DISPUTE, LATE] : [DISPUTE, LATE, PAID],
          ),
        ),
      [`GET ${BASE}/disputes/totals`]: () =>
        jsonResponse(200, { data: { ...TOTALS, open: 1, needs_action: 2 } }),
      [`GET ${BASE}/disputes/candidates`]: () => jsonResponse(200, found([])),
    });
    const { user, query } = renderPage('member');

    const figure = await screen.findByTestId('dispute-total-needs-action');
    expect(figure.textContent).toBe('2');
    expect(figure.parentElement?.textContent).toContain('Needing action');
    expect(screen.queryByText('Open', { selector: 'div' })).toBeNull();
    await user.click(
      within(figure.parentElement as HTMLElement).getByRole('link', { name: 'Needing action' }),
    );
    expect(query()).toEqual({ needs_action: 'true' });
    await waitFor(() => expect(screen.getAllByTestId('dispute-row')).toHaveLength(2));
    const status = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect(status.selectedOptions[0]?.textContent).toBe('Needing action');
    const listed = requests.filter((request) => request.url.pathname === `${BASE}/disputes`);
    expect(listed.at(-1)?.url.searchParams.get('needs_action')).toBe('true');
  });

  it('introduces itself in an organisation with no disputes and no findings: what fills it and the first step, no empty figures or table', async () => {
    fakeFetch({
      [`GET ${BASE}/disputes`]: () => jsonResponse(200, page([])),
      [`GET ${BASE}/disputes/totals`]: () =>
        jsonResponse(200, {
          data: {
            open: 0,
            needs_action: 0,
            at_stake: [],
            recovered_this_year: [],
            claimable: { count: 0, amounts: [] },
          },
        }),
      [`GET ${BASE}/disputes/candidates`]: () => jsonResponse(200, found([])),
    });
    renderPage('member');

    const intro = await screen.findByRole('region', { name: 'No disputes yet.' });
    expect(intro.textContent).toMatch(/transfer .*short/);
    expect(intro.textContent).toContain('ledger');
    expect(intro.textContent).toContain('open a dispute');
    expect(within(intro).getByRole('link', { name: 'Go to Report Requests' }).getAttribute('href')).toBe(
      `/organisation/${ORG}/report-requests`,
    );
    expect(screen.queryByTestId('dispute-total-claimable')).toBeNull();
    expect(screen.queryByTestId('dispute-total-needs-action')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
  });
});
