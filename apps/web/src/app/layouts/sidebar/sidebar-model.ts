import { BADGE_VARIANT_DEFAULT, type Counts, href } from '@backoffice/shared';
import type { ShellIconName } from '../shell-icon.tsx';
import type { CountKey, MenuEntry, MenuLink } from './sidebar-menu.ts';

export interface Badge {
  count: number;
  variant: string;
  /** Its own link, to the list the count is of, when that is not the item's. */
  href?: string;
}
export interface ResolvedLink {
  type: 'link';
  key: string;
  label: string;
  icon: ShellIconName;
  href: string;
  active: boolean;
  badge?: Badge;
}
export interface ResolvedGroup {
  type: 'group';
  key: string;
  label: string;
  icon: ShellIconName;
  open: boolean;
  active: boolean;
  children: ResolvedLink[];
}
export interface ResolvedHeading {
  type: 'heading';
  key: string;
  label: string;
}
export type ResolvedEntry = ResolvedLink | ResolvedGroup | ResolvedHeading;

export function countFor(counts: Counts | undefined, key: CountKey): number {
  if (!counts) return 0;
  if (key === 'transfers.drafts') return counts.transfers.drafts;
  if (key === 'transfers.problems') return counts.transfers.problems;
  return counts[key];
}

/** A badge only while its count is above 0 (spec section 2); danger unless the item says otherwise. */
export function badgeFor(link: MenuLink, counts: Counts | undefined): Badge | undefined {
  if (!link.count) return undefined;
  const count = countFor(counts, link.count);
  return count > 0 ? { count, variant: link.badgeVariant ?? BADGE_VARIANT_DEFAULT } : undefined;
}

/**
 * Which of several links to the same path is the current one: every query value of the link must
 * be in the URL, and the link asking for the most wins ("Problem Transfers" over "All Transfers").
 */
export function activeHref(hrefs: readonly string[], pathname: string, search: string): string | undefined {
  const current = new URLSearchParams(search);
  let best: { href: string; score: number } | undefined;
  for (const candidate of hrefs) {
    const [path = '', query = ''] = candidate.split('?');
    if (path !== pathname) continue;
    const wanted = [...new URLSearchParams(query)];
    if (!wanted.every(([key, value]) => current.get(key) === value)) continue;
    if (!best || wanted.length > best.score) best = { href: candidate, score: wanted.length };
  }
  return best?.href;
}

function withHref(badge: Badge | undefined, link: MenuLink, organisationUlid: string): Badge | undefined {
  if (!badge || !link.countQuery) return badge;
  return {
    ...badge,
    href: href(link.to ?? 'dashboard', { organisation: organisationUlid }, link.countQuery),
  };
}

/** The menu as rendered: links built for the organisation, badges, the active link and open groups. */
export function resolveMenu({
  menu,
  counts,
  organisationUlid,
  pathname,
  search,
}: {
  menu: readonly MenuEntry[];
  counts: Counts | undefined;
  organisationUlid: string;
  pathname: string;
  search: string;
}): ResolvedEntry[] {
  const hrefOf = (link: MenuLink) =>
    href(link.to ?? 'dashboard', { organisation: organisationUlid }, link.query);
  const allLinks = menu.flatMap((entry) =>
    entry.type === 'link' ? [entry] : entry.type === 'group' ? entry.children : [],
  );
  const active = activeHref(allLinks.map(hrefOf), pathname, search);
  const resolveLink = (link: MenuLink, key: string): ResolvedLink => {
    const target = hrefOf(link);
    return {
      type: 'link',
      key,
      label: link.label,
      icon: link.icon,
      href: target,
      active: target === active,
      badge: withHref(badgeFor(link, counts), link, organisationUlid),
    };
  };

  return menu.map((entry, index): ResolvedEntry => {
    const key = `${index}-${entry.label}`;
    if (entry.type === 'heading') return { type: 'heading', key, label: entry.label };
    if (entry.type === 'link') return resolveLink(entry, key);
    const children = entry.children.map((child, childIndex) => resolveLink(child, `${key}-${childIndex}`));
    const containsActive = children.some((child) => child.active);
    // Spec: adding a badge to a sub-item opens its parent group; the open page's group stays open too.
    const open = entry.open === true || containsActive || children.some((child) => child.badge !== undefined);
    return {
      type: 'group',
      key,
      label: entry.label,
      icon: entry.icon,
      open,
      active: containsActive,
      children,
    };
  });
}
