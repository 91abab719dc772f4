import { useSearchParams } from 'react-router';

/**
 * A second list on a screen whose main list already owns `page` (useListQuery has no prefix): this
 * one pages through its own query parameter, e.g. `movements_page`, so it is shareable as well.
 */
export function usePageParam(name: string): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number(params.get(name));
  const page = Number.isInteger(parsed) && parsed > 1 ? parsed : 1;
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set(name, String(next));
      else updated.delete(name);
      return updated;
    });
  return [page, setPage];
}
