import { optionalIdField } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blankAsNull, selectValue } from './select-value.ts';

describe('blankAsNull', () => {
  const id = blankAsNull(optionalIdField());
  const text = blankAsNull(z.string().trim().max(3).nullable());

  it('turns an empty or blank value into null', () => {
    expect(id.parse('')).toBeNull();
    expect(text.parse('   ')).toBeNull();
  });

  it('passes anything else through the shared rule', () => {
    expect(id.parse('12')).toBe(12);
    expect(text.parse(' ab ')).toBe('ab');
    expect(text.safeParse('abcd').success).toBe(false);
    expect(id.safeParse('-1').success).toBe(false);
  });
});

describe('selectValue', () => {
  it('is empty for no id and the id as text otherwise', () => {
    expect(selectValue(null)).toBe('');
    expect(selectValue(undefined)).toBe('');
    expect(selectValue(7)).toBe('7');
  });
});
