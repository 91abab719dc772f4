import { href } from '@backoffice/shared';
import { Dropdown } from 'react-bootstrap';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { useLogout } from '../../../features/auth/api/logout.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useUser } from '../../../lib/use-user.ts';
import { ShellIcon } from '../shell-icon.tsx';

/** Spec section 2's entries, and "New Organisation" (issue 28) under Organisation Settings. */
export function UserMenu({ onNewOrganisation }: { onNewOrganisation: () => void }) {
  const user = useUser();
  const { organisationUlid, organisation } = useCurrentOrganisation();
  const logout = useLogout();

  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        id="user-menu-toggle"
        data-testid="user-menu"
        className="d-flex align-items-center gap-2 text-body text-decoration-none"
        aria-label={`Account menu for ${user.name || user.email}`}
      >
        <Avatar email={user.email} picture={user.profile_picture} />
        <span className="d-none d-md-inline">{user.name || user.email}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header>{user.email}</Dropdown.Header>
        <Dropdown.Item as={Link} to={href('user.profile')}>
          <ShellIcon name="UserRound" />
          Profile
        </Dropdown.Item>
        {organisation && (
          <Dropdown.Item as={Link} to={href('organisation.settings', { organisation: organisationUlid })}>
            <ShellIcon name="Building2" />
            Organisation Settings
          </Dropdown.Item>
        )}
        <Dropdown.Item as="button" data-testid="user-menu-new-organisation" onClick={onNewOrganisation}>
          <ShellIcon name="Plus" />
          New Organisation
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item
          as="button"
          data-testid="logout"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          <ShellIcon name="LogOut" />
          Log Out
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
