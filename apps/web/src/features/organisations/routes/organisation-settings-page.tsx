import { PageHeader } from '../../../components/ui/page-header.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useUpdateOrganisation } from '../api/update-organisation.ts';
import { DangerZoneSection } from '../components/danger-zone-section.tsx';
import { EventsSection } from '../components/events-section.tsx';
import { OrganisationForm } from '../components/organisation-form.tsx';
import { TeamSection } from '../components/team-section.tsx';

export function OrganisationSettingsPage() {
  const { organisationUlid, organisation } = useCurrentOrganisation();
  const update = useUpdateOrganisation();
  // The route guard only lets members of the organisation in, so this is a safety net.
  if (!organisation) return <p>This organisation could not be found.</p>;
  return (
    <div data-testid="organisation-settings">
      <PageHeader title="Organisation Settings" />
      <OrganisationForm
        organisation={organisation}
        onSubmit={async (settings) => {
          await update.mutateAsync({ organisationUlid, ...settings });
          notifySuccess('Organisation settings saved.', 'Organisation');
        }}
      />
      <TeamSection organisation={organisation} />
      <EventsSection organisation={organisation} />
      <DangerZoneSection organisation={organisation} />
    </div>
  );
}
