import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';
import type { MutationConfig } from './mutation-config.ts';

/**
 * One call of a record's action route (`POST …/{resource}/{id}/{action}`, e.g. ship, submit,
 * reject): the record, the action, and its body where the action takes one. `TBodies` maps each
 * action to its body (`undefined` for none), so each action is checked against its own body.
 */
export type RecordActionInput<TBodies extends Record<string, unknown>> = {
  [Action in keyof TBodies & string]: {
    organisationUlid: string;
    id: number;
    action: Action;
  } & (undefined extends TBodies[Action] ? { body?: TBodies[Action] } : { body: TBodies[Action] });
}[keyof TBodies & string];

/** What a record's actions share: where they post, and what the screen must show once one is done. */
export interface RecordActions<TRecord, TBodies extends Record<string, unknown>> {
  path: (organisationUlid: string, id: number, action: keyof TBodies & string) => string;
  /**
   * Puts the record as it now is on screen and refreshes what the action changed (its lists,
   * stock, badges), awaited before the caller's onSuccess, so the screen sees fresh data.
   */
  settle: (queryClient: QueryClient, record: TRecord, input: RecordActionInput<TBodies>) => Promise<unknown>;
}

/**
 * The one way a screen runs a record's actions (a feature's `use<Record>Action`): every action of
 * the record through one hook, the action named in the input. Each answers the record as it now is,
 * or 422 (an illegal transition names the allowed actions). A screen wanting its own pending state
 * or options per action calls the hook once per action.
 */
export function useRecordAction<TRecord, TBodies extends Record<string, unknown>>(
  actions: RecordActions<TRecord, TBodies>,
  config: MutationConfig<RecordActionInput<TBodies>, TRecord> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: async (input: RecordActionInput<TBodies>) =>
      (
        await apiClient.post<{ data: TRecord }>(
          actions.path(input.organisationUlid, input.id, input.action),
          // An action without a body posts an empty object: every action route accepts one.
          (input as { body?: unknown }).body ?? {},
        )
      ).data,
    onSuccess: async (...args) => {
      await actions.settle(queryClient, args[0], args[1]);
      return config.onSuccess?.(...args);
    },
  });
}
