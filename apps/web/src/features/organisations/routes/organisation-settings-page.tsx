import { PageHeader } from '../../../components/ui/page-header.tsx';
import { TeamSection } from '../../team/components/team-section.tsx';
import { OrganisationForm } from '../components/organisation-form.tsx';
import { useCurrentOrganisation } from '../hooks/use-current-organisation.ts';

export function OrganisationSettingsPage() {
  const { organisation } = useCurrentOrganisation();
  // The route guard only lets members of the organisation in, so this is a safety net.
  if (!organisation) return <p>This organisation could not be found.</p>;
  return (
    <div data-testid="organisation-settings">
      <PageHeader title="Organisation Settings" />
      <OrganisationForm organisation={organisation} />
      <TeamSection organisation={organisation} />
    </div>
  );
}
