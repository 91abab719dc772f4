import { type BaseSyntheticEvent, useCallback, useEffect, useMemo, useRef } from 'react';
import {
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormHandleSubmit,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useLocation } from 'react-router';
import {
  changedFields,
  type FormDraft,
  formDraftKey,
  readFormDraft,
  removeFormDraft,
  writeFormDraft,
} from './form-drafts.ts';
import { shownHistoryEntry } from './unsaved-changes.ts';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.ts';

/**
 * `useForm` for every create and edit form of the app: the form warns before its changes are left
 * behind and keeps them across Back and Forward. `name` tells it from other forms on the same
 * screen ("supplier", "profile", "password").
 *
 * - Leaving the page with changes not saved asks first: a navigation inside the app through the
 *   root's `UnsavedChangesPrompt` (it reads `lib/unsaved-changes.ts`), closing or reloading the
 *   tab through the browser's own `beforeunload` dialog.
 * - The changes left behind stay with the history entry (`lib/form-drafts.ts`, sessionStorage):
 *   Back then Forward, or a reload, shows the form as it was left. A new visit starts afresh, and
 *   a form closed without leaving its page (a dialog's Cancel) keeps nothing.
 * - A save the server accepted clears all this: the draft goes, the saved values become the form's
 *   defaults (nothing to warn about), and the page's navigation after a save is never asked about.
 *   The form's submit handler says a save failed by setting errors (`submitShowingServerErrors`
 *   puts a 422 on the fields) or by returning `false` (it does for any other failure).
 */
export function useGuardedForm<
  TFieldValues extends FieldValues = FieldValues,
  // biome-ignore lint/suspicious/noExplicitAny: the same default as react-hook-form's useForm.
  TContext = any,
  TTransformedValues = TFieldValues,
>(
  name: string,
  props: UseFormProps<TFieldValues, TContext, TTransformedValues> = {},
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  const form = useForm(props);
  const location = useLocation();
  const { isDirty } = form.formState;

  // What the form starts from (its record as loaded) names its draft, with the entry, the page and
  // the form's name. Read when the form is left or a navigation starts, so kept in a ref.
  const defaults = form.formState.defaultValues ?? props.values ?? props.defaultValues;
  const draftKey = formDraftKey(location.key, location.pathname, name, defaults);
  const state = useRef({ draftKey, entry: location.key, submitting: false, mounted: false });
  useEffect(() => {
    state.current.draftKey = draftKey;
    state.current.entry = location.key;
  });

  const currentDraft = useCallback(
    (): FormDraft => ({ values: form.getValues(), defaults: form.formState.defaultValues ?? {} }),
    [form],
  );

  /** Keeps the form's changes with its entry (or forgets the draft when it has none). */
  const keepDraft = useCallback((key: string, draft: FormDraft) => {
    if (Object.keys(changedFields(draft)).length > 0) writeFormDraft(key, draft);
    else removeFormDraft(key);
  }, []);

  useUnsavedChangesGuard(isDirty, () => state.current.submitting);

  // Mounted: what was left on this entry comes back. Unmounted (a save under way decides for
  // itself): if its page was left, the changes stay with the entry; if it was closed on its page,
  // they go with it.
  useEffect(() => {
    const own = state.current;
    own.mounted = true;
    const draft = readFormDraft(own.draftKey);
    const changed = draft ? changedFields(draft) : {};
    if (Object.keys(changed).length > 0)
      form.reset({ ...form.getValues(), ...changed }, { keepDefaultValues: true, keepDirtyValues: false });
    // The tab is closed or reloaded: React unmounts nothing then.
    const onPageHide = () => {
      if (!own.submitting) keepDraft(own.draftKey, currentDraft());
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      own.mounted = false;
      window.removeEventListener('pagehide', onPageHide);
      if (own.submitting) return;
      const { draftKey: key, entry } = own;
      const left = currentDraft();
      // The root has taken in the navigation that unmounted the form once this runs.
      setTimeout(() => {
        const shown = shownHistoryEntry();
        if (shown !== undefined && shown !== entry) keepDraft(key, left);
        else removeFormDraft(key);
      }, 0);
    };
  }, [form, currentDraft, keepDraft]);

  const handleSubmit = useCallback<UseFormHandleSubmit<TFieldValues, TTransformedValues>>(
    <TResult>(
      onValid: SubmitHandler<TTransformedValues, TResult>,
      onInvalid?: SubmitErrorHandler<TFieldValues>,
    ) =>
      async (event?: BaseSyntheticEvent): Promise<Awaited<TResult> | undefined> => {
        let validated = false;
        let errors: object = {};
        const stopWatchingErrors = form.subscribe({
          formState: { errors: true },
          callback: (formState) => {
            errors = formState.errors ?? {};
          },
        });
        const own = state.current;
        own.submitting = true;
        try {
          const result = await form.handleSubmit((values, submitEvent): TResult | Promise<TResult> => {
            validated = true;
            return onValid(values, submitEvent);
          }, onInvalid)(event);
          if (validated && result !== false && Object.keys(errors).length === 0) {
            // Saved: nothing left to keep or to warn about; what was saved is the form's baseline.
            removeFormDraft(own.draftKey);
            form.reset(form.getValues(), {
              keepValues: true,
              keepDirtyValues: false,
              keepFieldsRef: true,
              keepErrors: true,
              keepIsSubmitted: true,
              keepIsSubmitSuccessful: true,
              keepSubmitCount: true,
              keepTouched: true,
            });
          } else if (!own.mounted) {
            // Its page was left while the save was under way, and it failed: keep what was typed.
            keepDraft(own.draftKey, currentDraft());
          }
          return result;
        } finally {
          stopWatchingErrors();
          own.submitting = false;
        }
      },
    [form, currentDraft, keepDraft],
  );

  // A new object whenever the form's state changes, as useForm's own `formState` is.
  return useMemo(() => ({ ...form, handleSubmit }), [form, form.formState, handleSubmit]);
}
