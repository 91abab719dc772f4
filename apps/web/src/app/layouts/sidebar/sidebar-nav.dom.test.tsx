// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { sidebarMenu } from './sidebar-menu.ts';
import { resolveMenu } from './sidebar-model.ts';
import { SidebarNav } from './sidebar-nav.tsx';

describe('the sidebar', () => {
  it('opens the SKUs needing attention from the SKUs badge, and every SKU from the item', async () => {
    const entries = resolveMenu({
      menu: sidebarMenu,
      counts: { disputes: 0, transfers: { drafts: 0, problems: 0 }, skus: 4, orders: 0 },
      organisationUlid: 'A',
      pathname: '/organisation/A',
      search: '',
    });
    const { user, location } = renderUi(<SidebarNav entries={entries} onNavigate={() => {}} />, {
      route: '/organisation/A',
    });
    const item = screen.getByRole('link', { name: 'SKUs' });
    const badge = screen.getByRole('link', { name: 'SKUs: 4 need attention' });
    // Two links side by side: a link inside a link is invalid and the outer one would win the click.
    expect(item.contains(badge)).toBe(false);
    await user.click(badge);
    expect(location()).toBe('/organisation/A/skus?needs_attention=true');
    await user.click(screen.getByRole('link', { name: 'SKUs' }));
    expect(location()).toBe('/organisation/A/skus');
  });
});
