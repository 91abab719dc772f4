import { useState } from 'react';
import { Badge, Nav } from 'react-bootstrap';
import { Link } from 'react-router';
import { compactCount } from '../../../lib/count-words.ts';
import { ShellIcon } from '../shell-icon.tsx';
import type { Badge as BadgeModel, ResolvedEntry, ResolvedLink } from './sidebar-model.ts';

/** Bootstrap's light backgrounds, on which a badge's default white text is unreadable. */
const LIGHT_BADGES: ReadonlySet<string> = new Set(['warning', 'info', 'light']);

function CountBadge({ badge, className }: { badge: BadgeModel; className?: string }) {
  return (
    <Badge
      bg={badge.variant}
      text={LIGHT_BADGES.has(badge.variant) ? 'dark' : undefined}
      pill
      className={className}
      data-testid="sidebar-badge"
    >
      {compactCount(badge.count)}
    </Badge>
  );
}

function SidebarLink({
  link,
  nested,
  onNavigate,
}: {
  link: ResolvedLink;
  nested?: boolean;
  onNavigate: () => void;
}) {
  const { badge } = link;
  // A badge that counts a narrower list (the SKUs needing attention) links there itself: beside
  // the item's link, since a link may not hold another.
  const ownLink = badge?.href !== undefined;
  return (
    <Nav.Item as="li" className={ownLink ? 'position-relative' : undefined}>
      <Nav.Link
        as={Link}
        to={link.href}
        active={link.active}
        aria-current={link.active ? 'page' : undefined}
        className={`app-sidebar-link ${nested ? 'app-sidebar-nested' : ''} ${ownLink ? 'app-sidebar-has-badge-link' : ''}`}
        data-rail-tip={badge && !ownLink ? `${link.label} (${badge.count.toLocaleString()})` : link.label}
        onClick={onNavigate}
      >
        <ShellIcon name={link.icon} className="app-sidebar-icon" />
        <span className="app-sidebar-label">{link.label}</span>
        {badge && !ownLink && <CountBadge badge={badge} className="app-sidebar-count" />}
      </Nav.Link>
      {badge?.href !== undefined && (
        <Link
          to={badge.href}
          onClick={onNavigate}
          className="app-sidebar-badge-link lh-1"
          aria-label={`${link.label}: ${badge.count.toLocaleString()} need attention`}
          data-rail-tip={`${link.label}: ${badge.count.toLocaleString()} need attention`}
          data-testid="sidebar-badge-link"
        >
          <CountBadge badge={badge} />
        </Link>
      )}
    </Nav.Item>
  );
}

/**
 * Groups open by the model's rule (default, badge, current page) until the user toggles them.
 * Every item carries its icon and, in data-rail-tip, the name the mini sidebar's rail shows in a
 * tooltip (rail-tooltip.tsx); in the rail the CSS under .app-shell-mini hides the labels, keeping
 * them as the items' accessible names, and turns headings into dividers.
 */
export function SidebarNav({ entries, onNavigate }: { entries: ResolvedEntry[]; onNavigate: () => void }) {
  const [toggled, setToggled] = useState<Record<string, boolean>>({});

  return (
    <Nav as="ul" className="flex-column app-sidebar-nav" aria-label="Main menu">
      {entries.map((entry) => {
        if (entry.type === 'heading') {
          return (
            <li key={entry.key} className="app-sidebar-heading">
              <span className="app-sidebar-label">{entry.label}</span>
            </li>
          );
        }
        if (entry.type === 'link')
          return <SidebarLink key={entry.key} link={entry} onNavigate={onNavigate} />;
        const open = toggled[entry.key] ?? entry.open;
        const listId = `sidebar-group-${entry.key}`;
        return (
          <Nav.Item as="li" key={entry.key}>
            <button
              type="button"
              className={`nav-link w-100 text-start app-sidebar-link app-sidebar-group ${entry.active ? 'active-group' : ''}`}
              aria-expanded={open}
              aria-controls={listId}
              data-rail-tip={entry.label}
              onClick={() => setToggled((current) => ({ ...current, [entry.key]: !open }))}
            >
              <ShellIcon name={entry.icon} className="app-sidebar-icon" />
              <span className="app-sidebar-label">{entry.label}</span>
              <ShellIcon name="ChevronRight" className={`app-sidebar-caret ${open ? 'is-open' : ''}`} />
            </button>
            {open && (
              <ul id={listId} className="nav flex-column app-sidebar-children">
                {entry.children.map((child) => (
                  <SidebarLink key={child.key} link={child} nested onNavigate={onNavigate} />
                ))}
              </ul>
            )}
          </Nav.Item>
        );
      })}
    </Nav>
  );
}
