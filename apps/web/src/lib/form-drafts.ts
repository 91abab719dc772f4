/**
 * What a form held when its screen was left with changes not saved, kept in sessionStorage (this
 * tab only, gone with it) under the history entry the form was on: Back then Forward, or a reload,
 * finds the entry again and `useGuardedForm` puts the changes back. A new visit to the same screen
 * is a new history entry, so it starts from a fresh form. Saving the form removes its draft, and
 * so does closing it without leaving the page (a dialog's Cancel).
 *
 * Passwords, tokens, secrets and keys are never written: a field whose name says so is left out
 * of the draft (and keeps whatever the form starts with).
 */

const PREFIX = 'stockroom.form-draft:';

/** Field names whose values stay out of storage: `password`, `auth_token`, `client_secret`, `client_key`… */
const SECRET_FIELD = /password|secret|token|(^|_)key$/i;

export interface FormDraft {
  /** The form's values when it was left. */
  values: Record<string, unknown>;
  /** Its defaults then: only the fields the user had changed are put back. */
  defaults: Record<string, unknown>;
}

/**
 * One form on one history entry: the entry's key (`location.key`), its path, the form's name, and
 * what it started from (a fingerprint of its defaults). Two forms of one name on one page (a
 * dialog editing one sales channel, then another) never get each other's changes.
 */
export function formDraftKey(
  entryKey: string,
  pathname: string,
  formName: string,
  defaults: unknown,
): string {
  return `${PREFIX}${entryKey}:${pathname}:${formName}:${fingerprint(JSON.stringify(withoutSecrets(defaults)) ?? '')}`;
}

/** A short hash (djb2) of the text: enough to tell two records' forms apart in one tab. */
function fingerprint(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index++) hash = (hash * 33) ^ text.charCodeAt(index);
  return (hash >>> 0).toString(36);
}

/**
 * React Router calls the first entry of a document "default" (it has no history state), so a new
 * load of the app in this tab (a typed URL, a bookmark) would find the drafts an earlier load left
 * on its first entry. A reload, or Back or Forward into the app, is that entry again and keeps them.
 */
export function forgetDraftsOfEarlierLoads(): void {
  const [navigation] = globalThis.performance?.getEntriesByType?.('navigation') ?? [];
  if ((navigation as PerformanceNavigationTiming | undefined)?.type !== 'navigate') return;
  removeFormDrafts((key) => key.startsWith(`${PREFIX}default:`));
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readFormDraft(key: string): FormDraft | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<FormDraft>;
    return isRecord(draft.values) && isRecord(draft.defaults)
      ? { values: draft.values, defaults: draft.defaults }
      : null;
  } catch {
    return null;
  }
}

export function writeFormDraft(key: string, draft: FormDraft): void {
  try {
    storage()?.setItem(
      key,
      JSON.stringify({ values: withoutSecrets(draft.values), defaults: withoutSecrets(draft.defaults) }),
    );
  } catch {
    // Storage full or refused: the form still warns before it is left, it just cannot come back.
  }
}

export function removeFormDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to remove where nothing could be written.
  }
}

/** Every form's draft, e.g. on logout: the next user of this tab finds none of them. */
export function clearFormDrafts(): void {
  removeFormDrafts((key) => key.startsWith(PREFIX));
}

function removeFormDrafts(matches: (key: string) => boolean): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) if (key !== null && matches(key)) store.removeItem(key);
  } catch {
    // As above.
  }
}

/**
 * A copy of the values without the fields no draft may hold, at any depth: secrets, and chosen
 * files (sessionStorage holds text; a file would come back as an empty object, not a file).
 */
export function withoutSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutSecrets) as T;
  if (!isRecord(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value))
    if (!SECRET_FIELD.test(name) && !isFile(field)) kept[name] = withoutSecrets(field);
  return kept as T;
}

/**
 * The draft's top-level fields the user had changed (a list of lines counts as one field): what
 * is put back over the form's current values, so a field changed elsewhere since (the record was
 * saved in another tab) keeps its new value unless the user had changed it too.
 */
export function changedFields(draft: FormDraft): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(draft.values))
    if (JSON.stringify(value) !== JSON.stringify(draft.defaults[name])) changed[name] = value;
  return changed;
}

function isFile(value: unknown): boolean {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
