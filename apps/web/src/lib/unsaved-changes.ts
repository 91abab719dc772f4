/**
 * The forms on screen with changes not saved. Every form built with `useGuardedForm` registers
 * itself here while it is mounted; the one router blocker (`UnsavedChangesPrompt`, in the app's
 * root) asks before a navigation leaves the page while any of them has changes. React Router
 * supports one blocker at a time, so the forms do not each block on their own.
 */

/** A mounted form: whether it holds changes now (read when a navigation starts, not when it rendered). */
export interface UnsavedChangesSource {
  hasUnsavedChanges: () => boolean;
}

const sources = new Set<UnsavedChangesSource>();

/** Registers a form; the returned function unregisters it (on unmount). */
export function registerUnsavedChanges(source: UnsavedChangesSource): () => void {
  sources.add(source);
  return () => {
    sources.delete(source);
  };
}

/** Whether some form on screen holds changes not saved. */
export function hasUnsavedChanges(): boolean {
  for (const source of sources) if (source.hasUnsavedChanges()) return true;
  return false;
}

let shownEntry: string | undefined;

/** The history entry on screen (`location.key`), as the app's root sees it after each navigation. */
export function setShownHistoryEntry(key: string): void {
  shownEntry = key;
}

/**
 * The history entry on screen, or undefined outside the app's root (a test rendering a form
 * alone): a form that unmounts compares it with its own to tell "its page was left" from "it was
 * closed on the page".
 */
export function shownHistoryEntry(): string | undefined {
  return shownEntry;
}

/** What the prompt and the browser's own "leave site?" dialog are about. */
export const UNSAVED_CHANGES_MESSAGE = 'This page has changes that are not saved yet.';
