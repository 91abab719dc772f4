import { PageHeader } from '../../../components/ui/page-header.tsx';
import { pickOrganisation, rememberedOrganisation } from '../../../lib/current-organisation.ts';
import { useLocalStore } from '../../../lib/local-store.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useOpenOrganisation } from '../../../lib/use-open-organisation.ts';
import { useUser } from '../../../lib/use-user.ts';
import { useUpdatePassword } from '../api/update-password.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { OrganisationsCard } from '../components/organisations-card.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

export function ProfilePage() {
  const user = useUser();
  const updateProfile = useUpdateProfile();
  const updatePassword = useUpdatePassword();
  const remembered = useLocalStore(rememberedOrganisation);
  const openOrganisation = useOpenOrganisation();
  return (
    <div data-testid="profile">
      <PageHeader title="Profile" />
      <ProfileForm
        defaultValues={{ name: user.name, email: user.email }}
        onSubmit={async (request) => {
          await updateProfile.mutateAsync(request);
          notifySuccess('Your profile was saved.', 'Profile');
        }}
      />
      <PasswordForm
        onSubmit={async (request) => {
          const response = await updatePassword.mutateAsync(request);
          notifySuccess(response?.message ?? 'Your password was changed.', 'Password');
        }}
      />
      <OrganisationsCard
        organisations={user.organisations}
        currentUlid={pickOrganisation(user, remembered)?.ulid ?? null}
        onOpen={(organisationUlid) => void openOrganisation(organisationUlid)}
      />
    </div>
  );
}
