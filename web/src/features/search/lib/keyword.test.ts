import { describe, expect, it } from 'vitest';
import { checkKeyword, MSG_KEYWORD_TOO_LONG } from './keyword';

describe('search keyword', () => {
  it('is trimmed', () => {
    expect(checkKeyword('  北大\u3000')).toEqual({ ok: true, keyword: '北大' });
  });
  it('must not be blank', () => {
    for (const k of ['', '   ', null, undefined]) expect(checkKeyword(k)).toEqual({ ok: false, message: '请输入搜索关键词' });
  });
  it('has at most 20 characters, counted as characters', () => {
    expect(checkKeyword('北'.repeat(20))).toEqual({ ok: true, keyword: '北'.repeat(20) });
    expect(checkKeyword('北'.repeat(21))).toEqual({ ok: false, message: '搜索关键词不能超过20个字' });
    expect(MSG_KEYWORD_TOO_LONG).toBe('搜索关键词不能超过20个字');
    expect(checkKeyword('𠀀'.repeat(20)).ok).toBe(true); // characters beyond the BMP count once
  });
});
