import { useEffect, useRef } from 'react';
import { registerUnsavedChanges } from './unsaved-changes.ts';

/**
 * Asks before changes not saved are left behind: a navigation inside the app through the root's
 * `UnsavedChangesPrompt`, closing or reloading the tab through the browser's own `beforeunload`
 * dialog. `useGuardedForm` is built on it; a dialog whose state is not a form (a chosen file, a
 * receipt's quantities) uses it alone. `saving` is read when a navigation starts: a save under way
 * decides for itself where the screen goes.
 */
export function useUnsavedChangesGuard(unsaved: boolean, saving: () => boolean = () => false): void {
  const latest = useRef({ unsaved, saving });
  useEffect(() => {
    latest.current = { unsaved, saving };
  });

  useEffect(
    () =>
      registerUnsavedChanges({
        hasUnsavedChanges: () => latest.current.unsaved && !latest.current.saving(),
      }),
    [],
  );

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current.saving()) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
