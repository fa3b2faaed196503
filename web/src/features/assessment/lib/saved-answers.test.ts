import { describe, expect, it } from 'vitest';
import { QUESTIONS } from '../test/fixtures';
import { clearSheet, restoreSheet, saveSheet, savedCount, sheetKey } from './saved-answers';

const items = QUESTIONS.Questions!;

describe('the saved sheet', () => {
  it('starts empty, and resumes what was saved for the same bank and version', () => {
    expect(restoreSheet('holland', 'v1', items)).toEqual({ sheet: { version: 'v1', values: {}, index: 0 }, discarded: false });
    saveSheet('holland', { version: 'v1', values: { H01: 4, H02: 2 }, index: 2 });
    expect(restoreSheet('holland', 'v1', items)).toEqual({ sheet: { version: 'v1', values: { H01: 4, H02: 2 }, index: 2 }, discarded: false });
    expect(savedCount('holland', 'v1', items)).toBe(2);
    // Another bank keeps its own sheet.
    expect(restoreSheet('bigfive', 'v1', items).sheet.values).toEqual({});
  });

  it('drops the answers of another version and says so (once: the stale sheet is removed)', () => {
    saveSheet('holland', { version: 'v0', values: { H01: 4 }, index: 1 });
    expect(savedCount('holland', 'v1', items)).toBe(0);
    expect(restoreSheet('holland', 'v1', items)).toEqual({ sheet: { version: 'v1', values: {}, index: 0 }, discarded: true });
    expect(window.localStorage.getItem(sheetKey('holland'))).toBeNull();
    expect(restoreSheet('holland', 'v1', items).discarded).toBe(false);
  });

  it('keeps only answers of current items within 1–5, and an index within the review step', () => {
    window.localStorage.setItem(sheetKey('holland'), JSON.stringify({ version: 'v1', values: { H01: 5, H02: 9, H03: 2.5, X99: 3 }, index: 42 }));
    expect(restoreSheet('holland', 'v1', items).sheet).toEqual({ version: 'v1', values: { H01: 5 }, index: 3 });
  });

  it('survives a damaged entry and clears on request', () => {
    window.localStorage.setItem(sheetKey('holland'), '{oops');
    expect(restoreSheet('holland', 'v1', items)).toEqual({ sheet: { version: 'v1', values: {}, index: 0 }, discarded: false });
    saveSheet('holland', { version: 'v1', values: { H01: 1 }, index: 1 });
    clearSheet('holland');
    expect(window.localStorage.getItem(sheetKey('holland'))).toBeNull();
  });

  it('works without storage (privacy mode): nothing is kept', () => {
    saveSheet('holland', { version: 'v1', values: { H01: 1 }, index: 1 }, null);
    expect(restoreSheet('holland', 'v1', items, null).sheet.values).toEqual({});
  });
});
