import { describe, expect, it } from 'vitest';
import { INTEREST_CODE_EMPTY, INTEREST_CODE_RULE, interestCodeError, normaliseInterestCode, toggleLetter } from './interest-code';

describe('normaliseInterestCode', () => {
  it('upper-cases and drops spaces and separators', () => {
    expect(normaliseInterestCode(' ic ')).toBe('IC');
    expect(normaliseInterestCode('s, a、e')).toBe('SAE');
    expect(normaliseInterestCode('R-I/C')).toBe('RIC');
  });
  it('turns full-width letters into ASCII', () => {
    expect(normaliseInterestCode('ＩＣ')).toBe('IC');
    expect(normaliseInterestCode('ｓａ')).toBe('SA');
  });
  it('keeps other characters so the rule can reject them', () => {
    expect(normaliseInterestCode('x1')).toBe('X1');
    expect(normaliseInterestCode('研究')).toBe('研究');
  });
  it('treats a missing value as empty', () => {
    expect(normaliseInterestCode(undefined as unknown as string)).toBe('');
  });
});

describe('interestCodeError', () => {
  it('accepts 1–3 distinct RIASEC letters', () => {
    for (const ok of ['R', 'IC', 'SAE', 'CER']) expect(interestCodeError(ok)).toBeNull();
  });
  it('asks for a code when empty', () => {
    expect(interestCodeError('')).toBe(INTEREST_CODE_EMPTY);
  });
  it('rejects other letters, repeats and more than three letters with the server wording', () => {
    for (const bad of ['X', 'IX', 'II', 'RIAS', 'ic', '1']) expect(interestCodeError(bad)).toBe(INTEREST_CODE_RULE);
  });
});

describe('toggleLetter', () => {
  it('appends in click order and removes a chosen letter', () => {
    expect(toggleLetter('', 'S')).toBe('S');
    expect(toggleLetter('S', 'A')).toBe('SA');
    expect(toggleLetter('SAE', 'A')).toBe('SE');
  });
  it('ignores a fourth letter', () => {
    expect(toggleLetter('SAE', 'C')).toBe('SAE');
  });
});
