import { Button, Container, Navbar } from 'react-bootstrap';
import { displaySettings } from '../../../lib/display-settings.ts';
import { useLocalStore } from '../../../lib/local-store.ts';
import { ShellIcon } from '../shell-icon.tsx';
import { HeaderSearch } from './header-search.tsx';
import { OrganisationDropdown } from './organisation-dropdown.tsx';
import { UserMenu } from './user-menu.tsx';

export function Header({
  onOpenSidebar,
  onOpenSettings,
}: {
  onOpenSidebar: () => void;
  onOpenSettings: () => void;
}) {
  const settings = useLocalStore(displaySettings);
  return (
    <Navbar
      as="header"
      className={`app-header border-bottom bg-body ${settings.header.fixed ? 'sticky-top' : ''}`}
      data-testid="header"
    >
      <Container fluid className="gap-2 position-relative">
        <Button
          variant="outline-secondary"
          size="sm"
          className="d-lg-none"
          aria-label="Open menu"
          aria-controls="app-sidebar"
          onClick={onOpenSidebar}
        >
          <ShellIcon name="Menu" className="m-0" />
        </Button>
        <HeaderSearch />
        <div className="ms-auto d-flex align-items-center gap-2 app-header-actions">
          <OrganisationDropdown />
          <Button variant="link" className="text-body" aria-label="Display settings" onClick={onOpenSettings}>
            <ShellIcon name="SlidersHorizontal" className="m-0" />
          </Button>
          <UserMenu />
        </div>
      </Container>
    </Navbar>
  );
}
