import { describe, expect, it } from 'vitest';
import { authorityText, sourceUntraceable, UNNAMED_AUTHORITY } from './format';
import type { Source } from '../types';

const src = (s: Partial<Source>): Source => ({ Id: 'x', Authority: '', Title: '', Url: '', Official: true, ...s }) as Source;

describe('source labels', () => {
  it('an official source reads its authority', () => {
    expect(authorityText(src({ Authority: '浙江省教育考试院' }))).toBe('浙江省教育考试院');
  });
  it('a third-party source drops the (第三方汇编) suffix the mark repeats', () => {
    expect(authorityText(src({ Authority: '广东省教育考试院（第三方汇编）', Official: false }))).toBe('广东省教育考试院');
  });
  it('a source listed without a publisher says so instead of showing nothing', () => {
    expect(authorityText(src({ Authority: '  ' }))).toBe(UNNAMED_AUTHORITY);
  });
  it('a source is untraceable only without both title and link', () => {
    expect(sourceUntraceable(src({}))).toBe(true);
    expect(sourceUntraceable(src({ Title: '投档线' }))).toBe(false);
    expect(sourceUntraceable(src({ Url: 'https://example.org' }))).toBe(false);
  });
});
