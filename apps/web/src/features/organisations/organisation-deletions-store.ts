import { createLocalStore } from '../../lib/local-store.ts';

/**
 * The deletions this browser asked for and has not dismissed yet, newest last: the notice shows
 * their progress on every page (the organisation's own pages are gone) until they are done and
 * dismissed. Kept across reloads, so a long deletion can be watched to its end.
 */
export const pendingDeletions = createLocalStore<number[]>({
  key: 'organisation-deletions',
  parse: (raw) => {
    try {
      const value: unknown = JSON.parse(raw ?? '[]');
      return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
    } catch {
      return [];
    }
  },
  serialize: (ids) => (ids.length ? JSON.stringify(ids) : null),
});

export function rememberDeletion(deletionId: number): void {
  const ids = pendingDeletions.get();
  if (!ids.includes(deletionId)) pendingDeletions.set([...ids, deletionId]);
}

export function forgetDeletion(deletionId: number): void {
  pendingDeletions.set(pendingDeletions.get().filter((id) => id !== deletionId));
}
