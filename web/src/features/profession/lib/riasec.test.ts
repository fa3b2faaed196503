import { describe, expect, it } from 'vitest';
import { INTEREST_TYPES, RIASEC_LETTERS, describeCode, interestName } from './riasec';

describe('RIASEC names', () => {
  it('lists the six types in R I A S E C order with their Chinese names', () => {
    expect(INTEREST_TYPES.map((t) => t.letter).join('')).toBe(RIASEC_LETTERS);
    expect(INTEREST_TYPES.map((t) => t.name)).toEqual(['现实型', '研究型', '艺术型', '社会型', '企业型', '常规型']);
  });
  it('names a letter in either case and describes a code', () => {
    expect(interestName('e')).toBe('企业型');
    expect(interestName('X')).toBe('');
    expect(describeCode('ICR')).toBe('研究型、常规型、现实型');
    expect(describeCode('')).toBe('');
  });
});
