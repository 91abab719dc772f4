import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTransitionPause } from './transition-pause.ts';

describe('createTransitionPause', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pauses on the first resize and resumes 500 ms after the last one', () => {
    const changes: boolean[] = [];
    const pause = createTransitionPause((paused) => changes.push(paused));
    pause.trigger();
    vi.advanceTimersByTime(300);
    pause.trigger();
    vi.advanceTimersByTime(499);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
  });

  it('does not resume after being disposed', () => {
    const changes: boolean[] = [];
    const pause = createTransitionPause((paused) => changes.push(paused));
    pause.trigger();
    pause.dispose();
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([true]);
  });
});
