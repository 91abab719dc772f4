import { useIsFetching } from '@tanstack/react-query';
import { useNavigation } from 'react-router';

/** Spec section 2: a thin bar at the top while a route loads or data is being fetched. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const fetching = useIsFetching();
  const active = navigation.state !== 'idle' || fetching > 0;
  return (
    <div
      className={`app-progress ${active ? 'is-active' : ''}`}
      role="progressbar"
      aria-label="Loading"
      aria-hidden={!active}
      data-testid="navigation-progress"
      data-active={active}
    />
  );
}
