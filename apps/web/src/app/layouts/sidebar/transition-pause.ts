import { RESIZE_TRANSITION_PAUSE_MS } from '@backoffice/shared';
import { useEffect, useState } from 'react';

/**
 * Spec section 9: resizing the window disables the sidebar's transitions, re-enabled 500 ms after
 * the last resize event, so crossing the desktop breakpoint does not animate the sidebar sliding.
 */
export function createTransitionPause(
  onChange: (paused: boolean) => void,
  delayMs = RESIZE_TRANSITION_PAUSE_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    trigger() {
      if (timer === undefined) onChange(true);
      else clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        onChange(false);
      }, delayMs);
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

export function useResizeTransitionPause(): boolean {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    const pause = createTransitionPause(setPaused);
    const onResize = () => pause.trigger();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      pause.dispose();
    };
  }, []);
  return paused;
}
