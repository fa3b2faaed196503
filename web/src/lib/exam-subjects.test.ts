import { describe, expect, it } from 'vitest';
import type { Province } from '@/types/api';
import { buildExamSubjects, examModeOf, selectionFromSaved } from './exam-subjects';

const prov = (ProvinceName: string, ExamMode: string, FirstNewExam?: number): Province => ({ ProvinceId: 1, ProvinceName, PinYinOne: 'X', ExamMode, FirstNewExam });

describe('exam modes', () => {
  it('3+3 picks 3 of 6; 浙江 adds 技术', () => {
    expect(examModeOf(prov('北京', '3+3')).electives).toHaveLength(6);
    expect(examModeOf(prov('浙江', '3+3_zhejiang')).electives).toContain('技术');
    expect(examModeOf(prov('浙江', '3+3_zhejiang')).mode).toBe('3+3');
    expect(examModeOf(prov('上海', '3+3_shanghai')).electives).toHaveLength(6);
    const info = examModeOf(prov('北京', '3+3'));
    expect(buildExamSubjects(info, { electives: ['物理', '化学', '生物'] })).toEqual({ ok: true, SelectSubjects: ['物理', '化学', '生物'] });
    expect(buildExamSubjects(info, { electives: ['物理', '化学'] }).ok).toBe(false);
    expect(buildExamSubjects(info, { electives: ['物理', '化学', '技术'] }).ok).toBe(false);
  });
  it('3+1+2 needs 物理 or 历史 plus two of 化学/生物/政治/地理', () => {
    const info = examModeOf(prov('河北', '3+1+2'));
    expect(buildExamSubjects(info, { primary: '历史', secondary: ['政治', '地理'] })).toEqual({ ok: true, SelectSubjects: ['历史', '政治', '地理'] });
    expect(buildExamSubjects(info, { primary: '化学', secondary: ['政治', '地理'] }).ok).toBe(false);
    expect(buildExamSubjects(info, { primary: '物理', secondary: ['政治'] }).ok).toBe(false);
    expect(selectionFromSaved(info, undefined, ['物理', '化学', '生物'])).toEqual({ primary: '物理', secondary: ['化学', '生物'] });
  });
  it('traditional uses SubjectType 1 (文科) or 2 (理科)', () => {
    const info = examModeOf(prov('西藏', 'traditional'));
    expect(buildExamSubjects(info, { subjectType: 2 })).toEqual({ ok: true, SubjectType: 2 });
    expect(buildExamSubjects(info, {})).toEqual({ ok: false, message: '请选择科类！' });
    expect(examModeOf(null).mode).toBe('traditional');
  });
  it('a year before the first new-gaokao exam sat 文/理', () => {
    expect(examModeOf(prov('新疆', '3+1+2', 2027), 2026).mode).toBe('traditional');
    expect(examModeOf(prov('新疆', '3+1+2', 2027), 2027).mode).toBe('3+1+2');
  });
});
