import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

export function ProfilePage() {
  return (
    <div data-testid="profile">
      <PageHeader title="Profile" />
      <ProfileForm />
      <PasswordForm />
    </div>
  );
}
