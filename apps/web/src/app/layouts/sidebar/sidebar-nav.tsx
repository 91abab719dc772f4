import { useState } from 'react';
import { Badge, Nav } from 'react-bootstrap';
import { Link } from 'react-router';
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
      {badge.count}
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
        className={`d-flex align-items-center gap-2 ${nested ? 'ps-4' : ''} ${ownLink ? 'pe-5' : ''}`}
        onClick={onNavigate}
      >
        <span>{link.label}</span>
        {badge && !ownLink && <CountBadge badge={badge} className="ms-auto" />}
      </Nav.Link>
      {badge?.href !== undefined && (
        <Link
          to={badge.href}
          onClick={onNavigate}
          className="position-absolute top-50 end-0 translate-middle-y me-3 lh-1"
          aria-label={`${link.label}: ${badge.count} need attention`}
          data-testid="sidebar-badge-link"
        >
          <CountBadge badge={badge} />
        </Link>
      )}
    </Nav.Item>
  );
}

/** Groups open by the model's rule (default, badge, current page) until the user toggles them. */
export function SidebarNav({ entries, onNavigate }: { entries: ResolvedEntry[]; onNavigate: () => void }) {
  const [toggled, setToggled] = useState<Record<string, boolean>>({});

  return (
    <Nav as="ul" className="flex-column app-sidebar-nav" aria-label="Main menu">
      {entries.map((entry) => {
        if (entry.type === 'heading') {
          return (
            <li key={entry.key} className="app-sidebar-heading">
              {entry.label}
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
              className={`nav-link w-100 text-start d-flex align-items-center app-sidebar-group ${entry.active ? 'active-group' : ''}`}
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setToggled((current) => ({ ...current, [entry.key]: !open }))}
            >
              <span>{entry.label}</span>
              <span className="ms-auto app-sidebar-caret" aria-hidden="true">
                {open ? '▾' : '▸'}
              </span>
            </button>
            {open && (
              <ul id={listId} className="nav flex-column">
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
