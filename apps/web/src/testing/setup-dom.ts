import { afterEach } from 'vitest';

/**
 * Testing Library unmounts what a test rendered only when the runner exposes a global afterEach;
 * ours has no globals, so it is registered here. Node-environment files skip it (no DOM to clean).
 */
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
