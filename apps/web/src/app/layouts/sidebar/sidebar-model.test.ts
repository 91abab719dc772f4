import type { Counts } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { sidebarMenu } from './sidebar-menu.ts';
import {
  activeHref,
  type ResolvedEntry,
  type ResolvedGroup,
  type ResolvedLink,
  resolveMenu,
} from './sidebar-model.ts';

const noCounts: Counts = { disputes: 0, transfers: { drafts: 0, problems: 0 }, skus: 0, orders: 0 };

function resolve(counts: Counts | undefined, pathname = '/organisation/A', search = '') {
  return resolveMenu({ menu: sidebarMenu, counts, organisationUlid: 'A', pathname, search });
}

function links(entries: ResolvedEntry[]): ResolvedLink[] {
  return entries.flatMap((entry) =>
    entry.type === 'link' ? [entry] : entry.type === 'group' ? entry.children : [],
  );
}
const link = (entries: ResolvedEntry[], label: string) =>
  links(entries).find((entry) => entry.label === label);
const group = (entries: ResolvedEntry[], label: string) =>
  entries.find((entry): entry is ResolvedGroup => entry.type === 'group' && entry.label === label);

describe('sidebar badges', () => {
  it('shows no badge while a count is 0 or the counts are not loaded', () => {
    for (const counts of [noCounts, undefined]) {
      expect(links(resolve(counts)).filter((entry) => entry.badge)).toEqual([]);
    }
  });

  it('puts each count on its item, warning for upcoming transfers and danger otherwise', () => {
    const menu = resolve({ disputes: 1, transfers: { drafts: 2, problems: 3 }, skus: 4, orders: 5 });
    expect(link(menu, 'Disputes')?.badge).toEqual({ count: 1, variant: 'danger' });
    expect(link(menu, 'Upcoming Transfers')?.badge).toEqual({ count: 2, variant: 'warning' });
    expect(link(menu, 'Problem Transfers')?.badge).toEqual({ count: 3, variant: 'danger' });
    expect(link(menu, 'SKUs')?.badge).toEqual({
      count: 4,
      variant: 'danger',
      href: '/organisation/A/skus?needs_attention=true',
    });
    expect(link(menu, 'Problem Orders')?.badge).toEqual({ count: 5, variant: 'danger' });
  });
});

describe('the SKUs item', () => {
  it('opens every SKU, while its badge, which counts those needing attention, opens only them', () => {
    const menu = resolve({ ...noCounts, skus: 4 });
    expect(link(menu, 'SKUs')?.href).toBe('/organisation/A/skus');
    expect(link(menu, 'SKUs')?.badge?.href).toBe('/organisation/A/skus?needs_attention=true');
  });
});

describe('sidebar groups', () => {
  it('opens Warehouse Transfers by default and keeps Orders closed without a badge', () => {
    const menu = resolve(noCounts);
    expect(group(menu, 'Warehouse Transfers')?.open).toBe(true);
    expect(group(menu, 'Orders')?.open).toBe(false);
  });

  it('opens a group when one of its sub-items gets a badge', () => {
    expect(group(resolve({ ...noCounts, orders: 2 }), 'Orders')?.open).toBe(true);
  });

  it('opens the group holding the current page', () => {
    expect(group(resolve(noCounts, '/organisation/A/inventory/by-date'), 'Inventory')?.open).toBe(true);
  });
});

describe('sidebar links', () => {
  it('builds every link for the current organisation, with the spec queries', () => {
    const menu = resolve(noCounts);
    expect(link(menu, 'Dashboard')?.href).toBe('/organisation/A');
    expect(link(menu, 'Upcoming Transfers')?.href).toBe(
      '/organisation/A/transfers?draft=true&live=false&completed=false&sort=shipping_date&sortDesc=false',
    );
    expect(link(menu, 'Problem Transfers')?.href).toBe(
      '/organisation/A/transfers?draft=true&live=true&completed=true&problems=true',
    );
    expect(link(menu, 'Problem Orders')?.href).toBe('/organisation/A/store-orders?problems=true');
  });

  it('highlights the link whose query matches the URL best', () => {
    const problems = resolve(
      noCounts,
      '/organisation/A/transfers',
      '?problems=true&draft=true&live=true&completed=true&page=2',
    );
    expect(
      links(problems)
        .filter((entry) => entry.active)
        .map((entry) => entry.label),
    ).toEqual(['Problem Transfers']);
    const all = resolve(noCounts, '/organisation/A/transfers', '?page=2');
    expect(
      links(all)
        .filter((entry) => entry.active)
        .map((entry) => entry.label),
    ).toEqual(['All Transfers']);
  });

  it('matches paths exactly, so a parent path is not active on its sub-pages', () => {
    expect(activeHref(['/o/A/stock', '/o/A/stock/analysis'], '/o/A/stock/analysis', '')).toBe(
      '/o/A/stock/analysis',
    );
    expect(activeHref(['/o/A'], '/o/A/settings', '')).toBeUndefined();
  });
});
