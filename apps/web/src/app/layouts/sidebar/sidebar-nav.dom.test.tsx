// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { compactCount } from '../../../lib/count-words.ts';
import { renderUi } from '../../../testing/render.tsx';
import { RailTooltipArea } from './rail-tooltip.tsx';
import { sidebarMenu } from './sidebar-menu.ts';
import { type ResolvedEntry, resolveMenu } from './sidebar-model.ts';
import { SidebarNav } from './sidebar-nav.tsx';

// The shell's icons come in their own chunk (shell-icon.tsx); loaded once here, not inside a test's timeout.
beforeAll(async () => {
  await import('../shell-icons.ts');
}, 30_000);

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

  it('shows a large count short, and the exact count in its name and tooltip', () => {
    const entries = resolveMenu({
      menu: sidebarMenu,
      counts: { disputes: 1_250, transfers: { drafts: 0, problems: 0 }, skus: 50_000, orders: 0 },
      organisationUlid: 'A',
      pathname: '/organisation/A',
      search: '',
    });
    renderUi(<SidebarNav entries={entries} onNavigate={() => {}} />, { route: '/organisation/A' });
    const exact = (50_000).toLocaleString();
    const badge = screen.getByRole('link', { name: `SKUs: ${exact} need attention` });
    expect(badge.getAttribute('data-rail-tip')).toBe(`SKUs: ${exact} need attention`);
    expect(badge.textContent).toBe(compactCount(50_000));
    expect(badge.textContent?.length).toBeLessThan(exact.length);
    const disputes = screen.getByRole('link', { name: /^Disputes/ });
    expect(disputes.getAttribute('data-rail-tip')).toBe(`Disputes (${(1_250).toLocaleString()})`);
    expect(disputes.textContent).toContain(compactCount(1_250));
  });
});

const railEntries = resolveMenu({
  menu: sidebarMenu,
  counts: { disputes: 3, transfers: { drafts: 0, problems: 0 }, skus: 4, orders: 0 },
  organisationUlid: 'A',
  pathname: '/organisation/A',
  search: '',
});

/** What each focusable item of the rail is called in its tooltip, in tab order. */
function expectedTips(entries: ResolvedEntry[]): string[] {
  return entries.flatMap((entry) => {
    if (entry.type === 'heading') return [];
    const links = entry.type === 'link' ? [entry] : entry.open ? entry.children : [];
    return [
      ...(entry.type === 'group' ? [entry.label] : []),
      ...links.flatMap((link) => {
        if (!link.badge) return [link.label];
        if (link.badge.href) return [link.label, `${link.label}: ${link.badge.count} need attention`];
        return [`${link.label} (${link.badge.count})`];
      }),
    ];
  });
}

describe('the mini sidebar (icon rail)', () => {
  function renderRail(enabled = true) {
    return renderUi(
      <RailTooltipArea enabled={enabled}>
        <SidebarNav entries={railEntries} onNavigate={() => {}} />
      </RailTooltipArea>,
      { route: '/organisation/A' },
    );
  }

  it('gives every item a decorative icon and keeps its name as its accessible name', async () => {
    renderRail();
    const items = [
      ...screen.getAllByRole('link').filter((link) => !link.dataset.testid),
      ...screen.getAllByRole('button'),
    ];
    // The icons arrive in their own chunk, right after the first render.
    await waitFor(() => {
      for (const item of items) expect(item.querySelector('svg.app-sidebar-icon')).not.toBeNull();
    });
    for (const item of items) {
      expect(item.querySelector('svg.app-sidebar-icon')?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(screen.getByRole('link', { name: 'Products' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Warehouse Transfers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'SKUs: 4 need attention' })).toBeTruthy();
  });

  it('reaches every item from the keyboard, each showing its name (and count) in a tooltip', async () => {
    const { user } = renderRail();
    const seen: string[] = [];
    for (const _ of expectedTips(railEntries)) {
      await user.tab();
      seen.push(screen.getByRole('tooltip').textContent ?? '');
    }
    expect(seen).toEqual(expectedTips(railEntries));
    expect(seen).toContain('Disputes (3)');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the tooltip on hover too, and none outside the rail', async () => {
    const { user, unmount } = renderRail();
    await user.hover(screen.getByRole('link', { name: 'Suppliers' }));
    expect(screen.getByRole('tooltip').textContent).toBe('Suppliers');
    await user.unhover(screen.getByRole('link', { name: 'Suppliers' }));
    unmount();

    const wide = renderRail(false);
    await wide.user.hover(screen.getByRole('link', { name: 'Suppliers' }));
    await wide.user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
