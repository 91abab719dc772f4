import { describe, expect, it } from 'vitest';
import { componentsOverLimit, countLines, MAX_COMPONENT_LINES } from './testing/component-size.ts';

// Every component file of the app as text, tests left out (a test may be as long as its cases).
const components = import.meta.glob<string>(['./**/*.tsx', '!./**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('component size', () => {
  it('counts lines as an editor numbers them', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('one')).toBe(1);
    expect(countLines('one\n')).toBe(1);
    expect(countLines('one\ntwo\n\n')).toBe(3);
  });

  it('names the files over the limit, largest first', () => {
    const line = 'x\n';
    expect(
      componentsOverLimit(
        { './small.tsx': line.repeat(3), './big.tsx': line.repeat(9), './bigger.tsx': line.repeat(12) },
        5,
      ),
    ).toEqual(['./bigger.tsx (12 lines)', './big.tsx (9 lines)']);
  });

  it(`keeps every component file at ${MAX_COMPONENT_LINES} lines or fewer`, () => {
    expect(Object.keys(components).length).toBeGreaterThan(100);
    const over = componentsOverLimit(components);
    expect(
      over,
      `Split these into sections, sub-components and hooks (data through hooks or the screen, not the form):\n${over.join('\n')}`,
    ).toEqual([]);
  });
});
