import { useState } from 'react';
import { Badge, Nav } from 'react-bootstrap';
import { Link } from 'react-router';
import type { Badge as BadgeModel, ResolvedEntry, ResolvedLink } from './sidebar-model.ts';

/** Bootstrap's light backgrounds, on which a badge's default white text is unreadable. */
const LIGHT_BADGES: ReadonlySet<string> = new Set(['warning', 'info', 'light']);

function CountBadge({ badge }: { badge: BadgeModel | undefined }) {
  if (!badge) return null;
  return (
    <Badge
      bg={badge.variant}
      text={LIGHT_BADGES.has(badge.variant) ? 'dark' : undefined}
      pill
      className="ms-auto"
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
  return (
    <Nav.Item as="li">
      <Nav.Link
        as={Link}
        to={link.href}
        active={link.active}
        aria-current={link.active ? 'page' : undefined}
        className={`d-flex align-items-center gap-2 ${nested ? 'ps-4' : ''}`}
        onClick={onNavigate}
      >
        <span>{link.label}</span>
        <CountBadge badge={link.badge} />
      </Nav.Link>
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
