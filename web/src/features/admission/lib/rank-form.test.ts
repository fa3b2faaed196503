import { describe, expect, it } from 'vitest';
import { checkRankForm, scoreError, MSG_INVALID_SCORE, MSG_SCORE_EMPTY, MSG_SCORE_QUERY_INCOMPLETE } from './rank-form';
import { trackOptions } from './tracks';

const newExam = trackOptions([{ SelectSubject: '物理', Name: '物理类' }, { SelectSubject: '历史', Name: '历史类' }]);
const oldExam = trackOptions([{ SubjectType: 1, Name: '文科' }, { SubjectType: 2, Name: '理科' }]);
const threeThree = trackOptions([{ Name: '综合' }]);

describe('score', () => {
  it('is required', () => {
    expect(scoreError('')).toBe(MSG_SCORE_EMPTY);
    expect(scoreError('   ')).toBe('请填写分数！');
  });
  it('is a whole number from 0 to the full mark', () => {
    for (const bad of ['abc', '-1', '600.5', '6e2', '751', '1000']) expect(scoreError(bad), bad).toBe(MSG_INVALID_SCORE);
    expect(MSG_INVALID_SCORE).toBe('请输入有效的高考成绩！');
    for (const fine of ['0', '600', ' 600 ', '750']) expect(scoreError(fine), fine).toBeNull();
  });
  it('follows the province full mark (上海 660, 海南 900)', () => {
    expect(scoreError('661', 660)).toBe(MSG_INVALID_SCORE);
    expect(scoreError('660', 660)).toBeNull();
    expect(scoreError('880', 900)).toBeNull();
  });
});

describe('the whole form', () => {
  it('names every missing field and gives the SPEC summary', () => {
    const r = checkRankForm({ province: null, year: null, track: null, score: '' }, { tracks: newExam });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toBe(MSG_SCORE_QUERY_INCOMPLETE);
    expect(r.message).toBe('请检查分数查询板块必填项');
    expect(r.errors).toEqual({ province: '请选择招生地区', year: '请选择查询年份', track: '请选择科目！', score: '请填写分数！' });
  });
  it('asks for 科类 in an old-exam year', () => {
    const r = checkRankForm({ province: 65, year: 2025, track: '物理', score: '500' }, { tracks: oldExam });
    expect(r.ok ? null : r.errors).toEqual({ track: '请选择科类！' });
  });
  it('needs no track for a 3+3 province', () => {
    expect(checkRankForm({ province: 11, year: 2025, track: '', score: '600' }, { tracks: threeThree })).toEqual({
      ok: true,
      query: { province: 11, year: 2025, track: '', score: 600 },
    });
  });
  it('gives the query of a complete form', () => {
    expect(checkRankForm({ province: 44, year: 2025, track: '物理', score: ' 600' }, { maxScore: 750, tracks: newExam })).toEqual({
      ok: true,
      query: { province: 44, year: 2025, track: '物理', score: 600 },
    });
    const r = checkRankForm({ province: 31, year: 2025, track: '', score: '700' }, { maxScore: 660, tracks: threeThree });
    expect(r.ok ? null : r.errors).toEqual({ score: '请输入有效的高考成绩！' });
  });
});
