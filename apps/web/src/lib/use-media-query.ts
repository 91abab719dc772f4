import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following changes (a window resized across a
 * breakpoint). False where there is no matchMedia (jsdom, the server), i.e. the phone layout.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const media = window.matchMedia(query);
      media.addEventListener('change', listener);
      return () => media.removeEventListener('change', listener);
    },
    [query],
  );
  const matches = () => typeof window !== 'undefined' && window.matchMedia?.(query).matches === true;
  return useSyncExternalStore(subscribe, matches, () => false);
}
