import { lazy, Suspense } from 'react';
import { useLocalStore } from '../../../lib/local-store.ts';
import { pendingDeletions } from '../organisation-deletions-store.ts';

// Loaded only while a deletion is followed: every page has this notice, few ever show it.
const DeletionProgressList = lazy(() =>
  import('./deletion-progress-list.tsx').then((module) => ({ default: module.DeletionProgressList })),
);

/**
 * The deletions this browser asked for, on every page until dismissed: the organisation itself
 * is gone for its members at once, its data goes in the background, with its progress here.
 */
export function DeletionProgressNotice() {
  const ids = useLocalStore(pendingDeletions);
  if (!ids.length) return null;
  return (
    <Suspense fallback={null}>
      <DeletionProgressList ids={ids} />
    </Suspense>
  );
}
