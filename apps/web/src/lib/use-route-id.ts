import { useParams } from 'react-router';

/** The route's {id} as a number; the navigation guard already answered 404 for a non-integer one. */
export function useRouteId(): number {
  const { id } = useParams();
  return Number(id);
}
