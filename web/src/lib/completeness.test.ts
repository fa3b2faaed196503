import { describe, expect, it } from 'vitest';
import { completenessRedirect, tokenLoginRedirect } from './completeness';

const f = (a: number, b: number, c: number, d: number) => ({ IsNeedComplateBaseInfo: a, IsNeedComplateScore: b, IsNeedComplateFinalScore: c, IsNeedComplateSubjects: d });

describe('profile completeness', () => {
  it('checks base info, exam info, final score, subjects in that order', () => {
    expect(completenessRedirect(f(1, 1, 1, 1))).toEqual({ message: '请先完善基本信息！', path: '/userinfo' });
    expect(completenessRedirect(f(0, 1, 1, 1))).toEqual({ message: '请先完善高考信息！', path: '/examinee' });
    expect(completenessRedirect(f(0, 0, 1, 1))).toEqual({ message: '请先完善高考成绩！', path: '/setRealScore' });
    expect(completenessRedirect(f(0, 0, 0, 1))).toEqual({ message: '请先完善选科！', path: '/examinee' });
    expect(completenessRedirect(f(0, 0, 0, 0))).toBeNull();
    expect(completenessRedirect(null)).toBeNull();
  });
  it('after a token login: /personal, /examinee, or nothing (reload)', () => {
    expect(tokenLoginRedirect(f(1, 1, 0, 0))?.path).toBe('/personal');
    expect(tokenLoginRedirect(f(0, 1, 0, 0))?.path).toBe('/examinee');
    expect(tokenLoginRedirect(f(0, 0, 1, 1))).toBeNull();
  });
});
