import { useState } from 'react';
import { Button, Container, Navbar } from 'react-bootstrap';
import { LazyNewOrganisationDialog } from '../../../components/forms/lazy-new-organisation-dialog.tsx';
import { displaySettings } from '../../../lib/display-settings.ts';
import { useLocalStore } from '../../../lib/local-store.ts';
import { useNewOrganisation } from '../../../lib/use-new-organisation.ts';
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
  // "New organisation" is in both menus (the switcher shows only with two organisations or more).
  const [creating, setCreating] = useState(false);
  const createAndOpen = useNewOrganisation();
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
          <OrganisationDropdown onNewOrganisation={() => setCreating(true)} />
          <Button variant="link" className="text-body" aria-label="Display settings" onClick={onOpenSettings}>
            <ShellIcon name="SlidersHorizontal" className="m-0" />
          </Button>
          <UserMenu onNewOrganisation={() => setCreating(true)} />
        </div>
        <LazyNewOrganisationDialog
          show={creating}
          onHide={() => setCreating(false)}
          onSubmit={createAndOpen}
        />
      </Container>
    </Navbar>
  );
}
