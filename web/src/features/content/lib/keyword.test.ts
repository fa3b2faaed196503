import { describe, expect, it } from 'vitest';
import { cleanKeyword, FILTER_MAX } from './keyword';

describe('filter keyword', () => {
  it('is trimmed and at most 20 characters', () => {
    expect(FILTER_MAX).toBe(20);
    expect(cleanKeyword('  位次 ')).toBe('位次');
    expect(cleanKeyword('北'.repeat(21))).toBe('北'.repeat(20));
    expect(cleanKeyword('𠀀'.repeat(21))).toBe('𠀀'.repeat(20));
    expect(cleanKeyword(null)).toBe('');
  });
});
