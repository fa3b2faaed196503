import { describe, expect, it } from 'vitest';
import { authorityText, compiledFrom, sourceUntraceable, UNNAMED_AUTHORITY } from './format';
import type { Source } from '../types';

const src = (s: Partial<Source>): Source => ({ Id: 'x', Authority: '', Title: '', Url: '', Official: true, ...s }) as Source;

describe('source labels', () => {
  it('an official source reads its authority', () => {
    expect(authorityText(src({ Authority: '浙江省教育考试院' }))).toBe('浙江省教育考试院');
  });
  it('a third-party source names where its figures came from or its compiler, never the authority alone beside the mark', () => {
    expect(authorityText(src({ Authority: '广东省教育考试院（第三方汇编）', Official: false }))).toBe('原出处：广东省教育考试院');
    expect(authorityText(src({ Authority: '浙江省教育考试院（第三方汇编：万师兄·高考志愿填报大数据）', Official: false }))).toBe('原出处：浙江省教育考试院');
    expect(authorityText(src({ Authority: '山东省教育招生考试院（转录本）', Official: false }))).toBe('原出处：山东省教育招生考试院');
    expect(authorityText(src({ Authority: '第三方汇编：万师兄·高考志愿填报大数据（安徽）', Official: false }))).toBe('万师兄·高考志愿填报大数据（安徽）');
    expect(authorityText(src({ Authority: '大学生必备网', Official: false }))).toBe('大学生必备网');
    expect(authorityText(src({ Authority: '广东省教育考试院', Official: true }))).toBe('广东省教育考试院');
  });
  it('a section names a compilation by its origin and compiler', () => {
    expect(compiledFrom('浙江省教育考试院（第三方汇编：万师兄·高考志愿填报大数据）')).toBe('汇编自浙江省教育考试院公布的数据，汇编者：万师兄·高考志愿填报大数据');
    expect(compiledFrom('广东省教育考试院（第三方汇编）')).toBe('汇编自广东省教育考试院公布的数据');
    expect(compiledFrom('第三方汇编：万师兄·高考志愿填报大数据（安徽）')).toBe('汇编者：万师兄·高考志愿填报大数据（安徽）');
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
