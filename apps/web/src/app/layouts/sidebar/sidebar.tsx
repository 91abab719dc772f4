import { APP_NAME, href, SIDEBAR_DESKTOP_BREAKPOINT_PX } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Offcanvas } from 'react-bootstrap';
import { Link, useLocation } from 'react-router';
import { countsQueryOptions } from '../../../lib/api/get-counts.ts';
import { displaySettings } from '../../../lib/display-settings.ts';
import { useLocalStore } from '../../../lib/local-store.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { ShellIcon } from '../shell-icon.tsx';
import { RailTooltipArea } from './rail-tooltip.tsx';
import { sidebarMenu } from './sidebar-menu.ts';
import { resolveMenu } from './sidebar-model.ts';
import { SidebarNav } from './sidebar-nav.tsx';
import { useResizeTransitionPause } from './transition-pause.ts';

const DESKTOP = `(min-width: ${SIDEBAR_DESKTOP_BREAKPOINT_PX + 1}px)`;

/**
 * Fixed on the left above 991 px (Bootstrap's lg, spec section 9); below it an offcanvas opened
 * from the header. react-bootstrap renders the responsive offcanvas in place on desktop. With the
 * mini option on a desktop it is a rail of icons (styles under .app-shell-mini); a phone always
 * gets the full menu, since the offcanvas has the room for the names.
 */
export function Sidebar({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { organisationUlid, organisation } = useCurrentOrganisation();
  const location = useLocation();
  const counts = useQuery({ ...countsQueryOptions(organisationUlid), enabled: organisation !== undefined });
  const transitionsPaused = useResizeTransitionPause();
  const settings = useLocalStore(displaySettings);
  const rail = useMediaQuery(DESKTOP) && settings.sidebar.mini;
  const entries = resolveMenu({
    menu: sidebarMenu,
    counts: counts.data,
    organisationUlid,
    pathname: location.pathname,
    search: location.search,
  });

  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      responsive="lg"
      placement="start"
      id="app-sidebar"
      aria-label="Sidebar"
      className={`app-sidebar ${transitionsPaused ? 'app-no-transition' : ''}`}
      data-bs-theme={settings.sidebar.dark ? 'dark' : undefined}
      data-testid="sidebar"
    >
      <Offcanvas.Header closeButton closeLabel="Close menu">
        <Offcanvas.Title as="span" className="h6 mb-0">
          Menu
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="flex-column p-0 w-100">
        <RailTooltipArea enabled={rail} className="w-100">
          <Link
            to={organisation ? href('dashboard', { organisation: organisationUlid }) : '/'}
            className="app-sidebar-brand d-flex align-items-center gap-2 px-3 py-3 text-decoration-none"
            data-rail-tip={organisation ? `${APP_NAME}: ${organisation.name}` : APP_NAME}
            onClick={onHide}
          >
            <ShellIcon name="PackageOpen" className="app-sidebar-icon text-primary" />
            <span className="app-sidebar-label">
              <span className="fw-semibold d-block text-body">{APP_NAME}</span>
              {organisation && <span className="small text-body-secondary">{organisation.name}</span>}
            </span>
          </Link>
          <SidebarNav entries={entries} onNavigate={onHide} />
        </RailTooltipArea>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
