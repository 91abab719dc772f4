import { lazy, Suspense } from 'react';
import type { NewOrganisationDialog } from './new-organisation-dialog.tsx';

// The form (react-hook-form, zod) loads when first opened: the header and the page for users
// without an organisation offer it on first paint, and the initial chunk stays in its budget
// (issue 8).
const Dialog = lazy(() =>
  import('./new-organisation-dialog.tsx').then((module) => ({ default: module.NewOrganisationDialog })),
);

/** "New organisation", loaded on first opening; rendered only while open. */
export function LazyNewOrganisationDialog(props: Parameters<typeof NewOrganisationDialog>[0]) {
  if (!props.show) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
