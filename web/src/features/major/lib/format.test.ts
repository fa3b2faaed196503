import { describe, expect, it } from 'vitest';
import { degreeText, genderText, NO_DATA, scaleText, schoolCountText, yearsText } from './format';
import { interestParts } from './interest';

describe('major facts in Chinese', () => {
  it('words the degree, one or two 门类', () => {
    expect(degreeText('工学')).toBe('工学学士学位');
    expect(degreeText('工学|理学')).toBe('工学或理学学士学位');
    expect(degreeText('')).toBe(NO_DATA);
  });
  it('words the standard years as a usual value', () => {
    expect(yearsText('4')).toBe('一般为4年');
    expect(yearsText('4-5')).toBe('一般为4-5年');
    expect(yearsText(undefined)).toBe(NO_DATA);
  });
  it('adds 人 to a graduate-scale range, keeps one that has it', () => {
    expect(scaleText('2500-3000')).toBe('2500-3000人');
    expect(scaleText('100000人以上')).toBe('100000人以上');
    expect(scaleText(undefined)).toBe(NO_DATA);
    expect(scaleText('')).toBe(NO_DATA);
  });
  it('says 暂无数据 for an unknown gender ratio, never a guess', () => {
    expect(genderText(72, 28)).toBe('男 72% · 女 28%');
    expect(genderText(0, 100)).toBe('男 0% · 女 100%');
    expect(genderText(null, null)).toBe(NO_DATA);
    expect(genderText(60, null)).toBe(NO_DATA);
  });
  it('words school counts; 0 means unpublished', () => {
    expect(schoolCountText(997)).toBe('997 所');
    expect(schoolCountText(0)).toBe(NO_DATA);
    expect(schoolCountText(undefined)).toBe(NO_DATA);
  });
  it('spells out a Holland code', () => {
    expect(interestParts('ICR')).toEqual(['I 研究型', 'C 常规型', 'R 现实型']);
    expect(interestParts('')).toEqual([]);
    expect(interestParts('x')).toEqual([]);
  });
});
