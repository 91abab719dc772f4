import { lazy, Suspense, useEffect } from 'react';
import { type BlockerFunction, useBlocker, useLocation } from 'react-router';
import { forgetDraftsOfEarlierLoads } from '../../lib/form-drafts.ts';
import { hasUnsavedChanges, setShownHistoryEntry } from '../../lib/unsaved-changes.ts';

// The dialog (react-bootstrap's Modal) loads the first time it is needed: the shell stays light.
const UnsavedChangesDialog = lazy(() =>
  import('./unsaved-changes-dialog.tsx').then((module) => ({ default: module.UnsavedChangesDialog })),
);

/** A navigation to another page while a form there holds changes; a search or sort of the same page is none. */
const leavesUnsavedChanges: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges();

/**
 * The app's one router blocker (in the root shell): a link, Back or Forward, or the app's own
 * navigation away from a page whose form (`useGuardedForm`) holds changes not saved asks first.
 * "Stay" keeps the page as it is; "Leave" goes on, and the changes wait in the tab's history
 * (`lib/form-drafts.ts`), which needs to know the entry on screen: this tells it.
 */
export function UnsavedChangesPrompt() {
  const blocker = useBlocker(leavesUnsavedChanges);
  const { key } = useLocation();
  useEffect(() => setShownHistoryEntry(key), [key]);
  useEffect(() => forgetDraftsOfEarlierLoads(), []);

  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
    </Suspense>
  );
}
