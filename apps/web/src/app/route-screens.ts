import type { RouteName } from '@backoffice/shared';
import type { ComponentType } from 'react';

/**
 * The screens that exist, by route name; each loads on first visit (its own bundle chunk). A route
 * missing here renders the "not built yet" page, so adding a screen is one line.
 */
export const routeScreens: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  login: () => import('../features/auth/routes/login-page.tsx').then((module) => module.LoginPage),
  register: () => import('../features/auth/routes/register-page.tsx').then((module) => module.RegisterPage),
  'forgot-password': () =>
    import('../features/auth/routes/forgot-password-page.tsx').then((module) => module.ForgotPasswordPage),
  'reset-password': () =>
    import('../features/auth/routes/reset-password-page.tsx').then((module) => module.ResetPasswordPage),
  'password.create': () =>
    import('../features/auth/routes/create-password-page.tsx').then((module) => module.CreatePasswordPage),
  dashboard: () =>
    import('../features/dashboard/routes/dashboard-page.tsx').then((module) => module.DashboardPage),
  'user.profile': () =>
    import('../features/profile/routes/profile-page.tsx').then((module) => module.ProfilePage),
  'organisation.settings': () =>
    import('../features/organisations/routes/organisation-settings-page.tsx').then(
      (module) => module.OrganisationSettingsPage,
    ),
};
