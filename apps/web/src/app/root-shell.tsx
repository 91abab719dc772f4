import { APP_NAME } from '@backoffice/shared';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { UnsavedChangesPrompt } from '../components/ui/unsaved-changes-prompt.tsx';
import { useColorModeSync } from '../lib/color-mode.ts';
import { useRouteHandle } from '../lib/route-handle.ts';
import { NavigationProgress } from './navigation-progress.tsx';

/**
 * Wraps every route: progress bar, scroll to top on navigation, document title, colour mode, and
 * the question before a page with unsaved changes is left.
 */
export function RootShell() {
  useColorModeSync();
  const title = useRouteHandle()?.title;
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);

  return (
    <>
      <NavigationProgress />
      {/* New navigations start at the top; back and forward restore where the user was. */}
      <ScrollRestoration />
      <UnsavedChangesPrompt />
      <Outlet />
    </>
  );
}
