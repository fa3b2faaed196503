import { describe, expect, it } from 'vitest';
import { examYears, pickExamYear } from './years';

describe('exam years', () => {
  const tables = [2026, 2025, 2024, 2023, 2022, 2021];
  it('offers the coming exam, the last four with a table, and the student’s own year', () => {
    expect(examYears(tables, null, 2026)).toEqual([2027, 2026, 2025, 2024, 2023]);
    expect(examYears(tables, 2028, 2026)).toEqual([2028, 2027, 2026, 2025, 2024, 2023]);
    expect(examYears([], null, 2026)).toEqual([2027, 2026]);
  });
  it('uses the chosen year, else the newest with a table', () => {
    const years = examYears(tables, null, 2026);
    expect(pickExamYear(years, 2025, tables)).toBe(2025);
    expect(pickExamYear(years, null, tables)).toBe(2026);
    expect(pickExamYear(years, 2010, tables)).toBe(2026);
    expect(pickExamYear([2027, 2026], null, [])).toBe(2027);
  });
});
