import { describe, expect, it } from 'vitest';
import { marksOf, marksText } from './marks';

describe('T / K marks', () => {
  it('labels 特设 and 国家控制布点, T first', () => {
    expect(marksOf({ IsSpecial: true, IsControlled: true }).map((m) => m.label)).toEqual(['特设专业', '国家控制布点专业']);
    expect(marksText({ IsSpecial: true, IsControlled: false })).toBe('特设专业');
    expect(marksText({ IsSpecial: false, IsControlled: true })).toBe('国家控制布点专业');
    expect(marksText({ IsSpecial: true, IsControlled: true })).toBe('特设专业、国家控制布点专业');
  });
  it('gives nothing for an ordinary major', () => {
    expect(marksOf({ IsSpecial: false, IsControlled: false })).toEqual([]);
    expect(marksText({ IsSpecial: false, IsControlled: false })).toBe('');
  });
  it('explains each letter', () => {
    const [t, k] = marksOf({ IsSpecial: true, IsControlled: true });
    expect(t.meaning).toMatch(/^专业代码后缀 T：特设专业/);
    expect(k.meaning).toMatch(/^专业代码后缀 K：国家控制布点专业/);
  });
});
