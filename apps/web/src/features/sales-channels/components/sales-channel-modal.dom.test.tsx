// @vitest-environment jsdom
import type { SalesChannel } from '@backoffice/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { renderUi } from '../../../testing/render.tsx';
import { SalesChannelModal } from './sales-channel-modal.tsx';

const ORG = '01JCHANNELORG';
const BASE = `/api/organisations/${ORG}`;
const SOURCES = [
  { id: 4, name: 'Acme NA' },
  { id: 5, name: 'Acme Canada' },
];

const CHANNEL = {
  id: 7,
  name: 'Amazon.com',
  type: 'amazon',
  marketplace: null,
  report_sources: SOURCES,
  sku_count: 0,
  stock: 0,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
} satisfies SalesChannel;

describe('the sales channel dialog', () => {
  it('lists every source linked to the channel, not only the one its select shows', async () => {
    fakeFetch({
      'GET /api/reference': () => jsonResponse(200, { countries: [], marketplaces: [] }),
      [`GET ${BASE}/report-sources`]: () => jsonResponse(200, { data: SOURCES }),
    });
    renderUi(
      <SalesChannelModal organisationUlid={ORG} channel={CHANNEL} onClose={vi.fn()} onSubmit={vi.fn()} />,
    );

    const linked = await screen.findByRole('region', { name: 'Linked report sources' });
    expect(
      within(linked)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Acme NA', 'Acme Canada']);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Report source' }).value).toBe('4');
  });
});
