import { Dropdown } from 'react-bootstrap';
import { useSwitchOrganisation } from '../../../features/organisations/hooks/use-switch-organisation.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useUser } from '../../../lib/use-user.ts';
import { ShellIcon } from '../shell-icon.tsx';

/**
 * Spec section 2: only for users with more than one organisation; the active one is ticked. Below
 * them, "New organisation" (issue 28; with one organisation it is in the user menu).
 */
export function OrganisationDropdown({ onNewOrganisation }: { onNewOrganisation: () => void }) {
  const user = useUser();
  const { organisationUlid, organisation } = useCurrentOrganisation();
  const switchTo = useSwitchOrganisation();
  if (user.organisations.length <= 1) return null;

  return (
    <Dropdown align="end" data-testid="organisation-switcher" className="app-organisation-switcher">
      {/* A long name is cut with an ellipsis (and shown whole in the menu), so the header fits a phone. */}
      <Dropdown.Toggle
        variant="outline-secondary"
        size="sm"
        id="organisation-switcher-toggle"
        className="d-flex align-items-center mw-100"
        title={organisation?.name}
      >
        <ShellIcon name="Building2" />
        <span className="text-truncate">{organisation?.name ?? 'Choose organisation'}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header>Switch organisation</Dropdown.Header>
        {user.organisations.map((candidate) => {
          const current = candidate.ulid === organisationUlid;
          return (
            <Dropdown.Item
              key={candidate.ulid}
              as="button"
              active={current}
              aria-current={current ? 'true' : undefined}
              onClick={() => {
                if (!current) switchTo(candidate.ulid);
              }}
            >
              <span className="d-inline-block me-2" style={{ width: '1.1em' }} aria-hidden="true">
                {current && <ShellIcon name="Check" className="m-0" />}
              </span>
              {candidate.name}
            </Dropdown.Item>
          );
        })}
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={onNewOrganisation}>
          <span className="d-inline-block me-2" style={{ width: '1.1em' }} aria-hidden="true">
            <ShellIcon name="Plus" className="m-0" />
          </span>
          New Organisation
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
