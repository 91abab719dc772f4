import type { UseMutationOptions } from '@tanstack/react-query';

/** Options a screen may add to an endpoint's mutation hook; the endpoint owns mutationFn. */
export type MutationConfig<TVariables, TData> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>;
