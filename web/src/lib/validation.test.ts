import { describe, expect, it } from 'vitest';
import {
  normalizeKeyword,
  scoreTagText,
  searchPath,
  fullMarkOf,
  validateExamScore,
  validateLoginName,
  validatePassword,
  validatePhone,
  validateScoreQuery,
} from './validation';

describe('exam score', () => {
  it('accepts whole numbers from 0 to 750', () => {
    for (const v of [0, 1, 600, 750, '750', ' 512 ']) expect(validateExamScore(v)).toBeNull();
  });
  it('rejects everything else with 请输入有效的高考成绩！', () => {
    for (const v of [-1, 751, '751', '', '  ', 'abc', '60a', '600.5', null, undefined, NaN]) {
      expect(validateExamScore(v)).toBe('请输入有效的高考成绩！');
    }
  });
});

describe('exam score by province', () => {
  const HAINAN = { ProvinceId: 46, ProvinceName: '海南', MaxScore: 900 };
  const SHANGHAI = { ProvinceId: 31, ProvinceName: '上海', MaxScore: 660 };
  it('takes the full mark from the province: 海南 900, 上海 660, otherwise 750', () => {
    expect(fullMarkOf(HAINAN)).toBe(900);
    expect(fullMarkOf(SHANGHAI)).toBe(660);
    expect(fullMarkOf({ MaxScore: 750 })).toBe(750);
    for (const p of [null, undefined, {}, { MaxScore: 0 }, { MaxScore: null }]) expect(fullMarkOf(p)).toBe(750);
  });
  it('accepts up to 900 in 海南 and refuses above it', () => {
    for (const v of [751, 820, 900, '900']) expect(validateExamScore(v, fullMarkOf(HAINAN))).toBeNull();
    expect(validateExamScore(901, fullMarkOf(HAINAN))).toBe('请输入有效的高考成绩！');
  });
  it('refuses above 660 in 上海', () => {
    expect(validateExamScore(660, fullMarkOf(SHANGHAI))).toBeNull();
    expect(validateExamScore(661, fullMarkOf(SHANGHAI))).toBe('请输入有效的高考成绩！');
  });
  it('caps the score query at the province’s full mark', () => {
    const q = { Year: 2025, ProvinceId: 46, Score: 880, SelectSubject: '物理' };
    expect(validateScoreQuery(q, true, 900).ok).toBe(true);
    expect(validateScoreQuery({ ...q, Score: 901 }, true, 900).errors.Score).toBe('请输入有效的高考成绩！');
    expect(validateScoreQuery(q, true).ok).toBe(false);
  });
});

describe('search keyword', () => {
  it('is trimmed', () => {
    expect(normalizeKeyword('  北京大学  ')).toEqual({ ok: true, keyword: '北京大学' });
  });
  it('must not be empty', () => {
    expect(normalizeKeyword('   ').ok).toBe(false);
    expect(normalizeKeyword('').ok).toBe(false);
    expect(normalizeKeyword(undefined).ok).toBe(false);
  });
  it('keeps at most 20 characters', () => {
    const r = normalizeKeyword('一二三四五六七八九十一二三四五六七八九十多余');
    expect(r.ok && r.keyword).toBe('一二三四五六七八九十一二三四五六七八九十');
    expect(normalizeKeyword('x'.repeat(20))).toEqual({ ok: true, keyword: 'x'.repeat(20) });
  });
  it('builds the search path', () => {
    expect(searchPath('计算机 科学')).toBe('/search?keywords=%E8%AE%A1%E7%AE%97%E6%9C%BA%20%E7%A7%91%E5%AD%A6');
  });
});

describe('account rules', () => {
  it('login names: 4–20 letters/digits/underscore, starting with a letter', () => {
    expect(validateLoginName('abc1')).toBeNull();
    expect(validateLoginName('a_b_c_2026')).toBeNull();
    for (const bad of ['abc', '1abc', '_abc', 'ab-c', 'a'.repeat(21), '张三abc']) expect(validateLoginName(bad)).not.toBeNull();
  });
  it('passwords: 8–32 characters with letters and digits', () => {
    expect(validatePassword('abcd1234')).toBeNull();
    for (const bad of ['abc123', 'abcdefgh', '12345678', 'a1'.repeat(17)]) expect(validatePassword(bad)).not.toBeNull();
  });
  it('phones: 11 digits starting with 1[3-9]', () => {
    expect(validatePhone('13800138000')).toBeNull();
    expect(validatePhone('12800138000')).not.toBeNull();
    expect(validatePhone('1380013800')).not.toBeNull();
  });
});

describe('score query form', () => {
  it('needs year, province, score and the track (old) or subject (new)', () => {
    const r = validateScoreQuery({}, false);
    expect(r.ok).toBe(false);
    expect(r.message).toBe('请检查分数查询板块必填项');
    expect(r.errors).toEqual({ Year: '请选择查询年份', ProvinceId: '请选择招生地区', Score: '请填写分数！', SubjectType: '请选择科类！' });
    expect(validateScoreQuery({}, true).errors.SelectSubject).toBe('请选择科目！');
  });
  it('passes a complete form and caps the score at 750', () => {
    expect(validateScoreQuery({ Year: 2025, ProvinceId: 11, Score: 600, SubjectType: 1 }, false).ok).toBe(true);
    expect(validateScoreQuery({ Year: 2025, ProvinceId: 11, Score: 600, SelectSubject: '物理' }, true).ok).toBe(true);
    expect(validateScoreQuery({ Year: 2025, ProvinceId: 11, Score: 751, SelectSubject: '物理' }, true).ok).toBe(false);
  });
  it('writes the score tag', () => {
    expect(scoreTagText('北京', 2025, 600)).toBe('北京2025年录取分数低于600分');
  });
});
