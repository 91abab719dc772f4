import { stockHealthQuerySchema } from '@backoffice/shared';
import { useSearchParams } from 'react-router';

/** The discrepancy table's page and size, kept in the URL (`page`, `per_page`) like every list. */
export function useDiscrepancyPage() {
  const [params, setParams] = useSearchParams();
  const parsed = stockHealthQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : stockHealthQuerySchema.parse({});
  const set = (changes: Record<string, number | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });
  return {
    query,
    setPage: (page: number) => set({ page: page > 1 ? page : undefined }),
    setPerPage: (perPage: number) => set({ per_page: perPage, page: undefined }),
  };
}
