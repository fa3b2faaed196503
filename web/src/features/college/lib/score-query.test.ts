import { describe, expect, it } from 'vitest';
import { getItem, setItem, StorageKeys } from '@/lib/storage';
import { fullMarkOf } from '@/lib/validation';
import type { ScoreProvince } from '../api/score-query';
import {
  changeField, clearStoredScoreQuery, EMPTY_SCORE_FORM, fitBatch, fitTrack, fitYear, formOf, prefillForm, readStoredScoreQuery,
  requestOf, saveStoredScoreQuery, scoreQueryTag, toHistoryScore, trackModeOf, validateScoreForm, type ScoreForm,
} from './score-query';

const NEW_312 = { IsNewExam: true, ExamMode: '3+1+2', RuleList: [{ SelectSubject: '物理', Name: '物理类' }, { SelectSubject: '历史', Name: '历史类' }] };
const NEW_33 = { IsNewExam: true, ExamMode: '3+3', RuleList: [{ Name: '综合' }] };
const OLD = { IsNewExam: false, ExamMode: 'traditional', RuleList: [{ SubjectType: 1, Name: '文科' }, { SubjectType: 2, Name: '理科' }] };
const form = (f: Partial<ScoreForm>): ScoreForm => ({ ...EMPTY_SCORE_FORM, ...f });

describe('track mode (SPEC §4)', () => {
  it('3+1+2 chooses a subject, 3+3 has one track, the old exam 文/理', () => {
    expect(trackModeOf(NEW_312)).toBe('subject');
    expect(trackModeOf(NEW_33)).toBe('none');
    expect(trackModeOf(OLD)).toBe('type');
    expect(trackModeOf(null)).toBeNull();
  });

  it('new exam: 物理 by default and SubjectType dropped; one rule leaves the subject blank', () => {
    expect(fitTrack(form({ ProvinceId: '44', Year: '2025', SubjectType: '2' }), NEW_312)).toMatchObject({ SelectSubject: '物理', SubjectType: '' });
    expect(fitTrack(form({ SelectSubject: '历史' }), NEW_312).SelectSubject).toBe('历史');
    expect(fitTrack(form({ SelectSubject: '物理', SubjectType: '1' }), NEW_33)).toMatchObject({ SelectSubject: '', SubjectType: '' });
  });

  it('old exam: SubjectType 1 by default and SelectSubject dropped', () => {
    expect(fitTrack(form({ SelectSubject: '物理' }), OLD)).toMatchObject({ SubjectType: '1', SelectSubject: '' });
    expect(fitTrack(form({ SubjectType: '2' }), OLD).SubjectType).toBe('2');
  });

  it('a track change resets the batch; an unchanged track keeps it', () => {
    expect(fitTrack(form({ SelectSubject: '', BatchId: '927' }), NEW_312).BatchId).toBe('');
    const kept = form({ SelectSubject: '物理', BatchId: '927' });
    expect(fitTrack(kept, NEW_312)).toBe(kept);
  });
});

describe('changes reload and reset (SPEC §4)', () => {
  const full = form({ ProvinceId: '44', Year: '2025', SelectSubject: '物理', BatchId: '927', Score: '600' });
  it('a new province starts over (the score stays)', () => {
    expect(changeField(full, 'ProvinceId', '33')).toEqual(form({ ProvinceId: '33', Score: '600' }));
  });
  it('a new year or subject resets the batch', () => {
    expect(changeField(full, 'Year', '2024')).toMatchObject({ Year: '2024', SelectSubject: '物理', BatchId: '' });
    expect(changeField(full, 'SelectSubject', '历史')).toMatchObject({ SelectSubject: '历史', BatchId: '' });
    expect(changeField(full, 'SelectSubject', '物理')).toBe(full);
  });
  it('the score keeps digits only, three at most', () => {
    expect(changeField(full, 'Score', '6a0b09').Score).toBe('600');
  });
  it('years: the stored year is kept if offered, else the newest; none when there is no data', () => {
    expect(fitYear(form({ Year: '2024' }), [2025, 2024])).toEqual(form({ Year: '2024' }));
    expect(fitYear(form({ Year: '2019', BatchId: '1' }), [2023, 2025])).toEqual(form({ Year: '2025' }));
    expect(fitYear(form({ Year: '2024' }), [])).toEqual(form({ Year: '' }));
  });
  it('batches: a batch no longer offered is reset', () => {
    expect(fitBatch(form({ BatchId: '927' }), [{ BatchId: '927', BatchName: '特控线' }]).BatchId).toBe('927');
    expect(fitBatch(form({ BatchId: '927' }), [{ BatchId: '923', BatchName: '特控线' }]).BatchId).toBe('');
  });
});

describe('validation (SPEC §5)', () => {
  it('names every missing field and asks to check the panel', () => {
    const r = validateScoreForm(EMPTY_SCORE_FORM, null, 750);
    expect(r.message).toBe('请检查分数查询板块必填项');
    expect(r.errors).toEqual({ Year: '请选择查询年份', ProvinceId: '请选择招生地区', Score: '请填写分数！' });
  });
  it('needs 科类 for the old exam and 科目 for 3+1+2, neither for 3+3', () => {
    const base = form({ ProvinceId: '44', Year: '2025', Score: '600' });
    expect(validateScoreForm(base, 'type', 750).errors).toEqual({ SubjectType: '请选择科类！' });
    expect(validateScoreForm(base, 'subject', 750).errors).toEqual({ SelectSubject: '请选择科目！' });
    expect(validateScoreForm(base, 'none', 750)).toEqual({ errors: {}, message: null });
  });
  it('a score above the province full mark is invalid: 750, 上海 660, 海南 900', () => {
    const f = (Score: string) => form({ ProvinceId: '31', Year: '2025', Score });
    expect(validateScoreForm(f('661'), 'none', 660)).toEqual({ errors: { Score: '请输入有效的高考成绩！' }, message: '请输入有效的高考成绩！' });
    expect(validateScoreForm(f('660'), 'none', 660).message).toBeNull();
    expect(validateScoreForm(f('880'), 'none', 900).message).toBeNull();
    const hainan: ScoreProvince = { ProvinceId: 46, ProvinceName: '海南', MaxScore: 900 };
    expect(fullMarkOf(hainan)).toBe(900);
    expect(fullMarkOf(null)).toBe(750);
  });
});

describe('payload, tag and storage', () => {
  it('sends SelectSubject for 3+1+2, SubjectType for the old exam, neither for 3+3', () => {
    const f = form({ ProvinceId: '44', Year: '2025', SelectSubject: '物理', SubjectType: '', BatchId: '927', Score: '600' });
    expect(toHistoryScore(f, 'subject')).toEqual({ ProvinceId: 44, Year: 2025, SelectSubject: '物理', BatchId: '927', Score: 600 });
    expect(toHistoryScore(form({ ProvinceId: '65', Year: '2020', SubjectType: '2', Score: '500' }), 'type')).toEqual({ ProvinceId: 65, Year: 2020, SubjectType: 2, Score: 500 });
    expect(toHistoryScore(form({ ProvinceId: '33', Year: '2025', Score: '640' }), 'none')).toEqual({ ProvinceId: 33, Year: 2025, Score: 640 });
  });
  it('tag text: province + year + 年+录取分数低于{score}分', () => {
    expect(scoreQueryTag({ ProvinceName: '广东', Year: 2025, Score: 600 })).toBe('广东2025年录取分数低于600分');
  });
  it('stores under the prefixed tempScoreInfo key, restores the form and clears', () => {
    const q = { ProvinceId: 44, Year: 2025, SelectSubject: '物理', Score: 600, ProvinceName: '广东' };
    saveStoredScoreQuery(q);
    expect(JSON.parse(window.localStorage.getItem('zhiyuan:tempScoreInfo')!)).toEqual(q);
    expect(readStoredScoreQuery()).toEqual(q);
    expect(requestOf(q)).toEqual({ ProvinceId: 44, Year: 2025, SelectSubject: '物理', Score: 600 });
    expect(formOf(q)).toEqual(form({ ProvinceId: '44', Year: '2025', SelectSubject: '物理', Score: '600' }));
    clearStoredScoreQuery();
    expect(getItem(StorageKeys.TempScoreInfo)).toBeNull();
    expect(formOf(null, '33')).toEqual(form({ ProvinceId: '33' }));
  });
  it('ignores a stored value it did not write', () => {
    setItem(StorageKeys.TempScoreInfo, { Score: 600 });
    expect(readStoredScoreQuery()).toBeNull();
  });
});

describe("the student's subjects", () => {
  const ctx = { provinceId: 44, provinceName: '广东', examYear: 2025, track: '物理', subjects: ['物理', '化学', '生物'], score: 600 };
  it('a profile fills province, year, track, subjects and score; the old exam fills 科类 and no subjects', () => {
    expect(prefillForm(ctx)).toEqual(form({ ProvinceId: '44', Year: '2025', SelectSubject: '物理', Score: '600', Subjects: '物理+化学+生物' }));
    expect(prefillForm({ ...ctx, track: '2', subjects: [], score: null })).toEqual(form({ ProvinceId: '44', Year: '2025', SubjectType: '2' }));
    expect(prefillForm({ ...ctx, provinceId: 33, track: '', subjects: ['物理', '化学', '技术'] })).toMatchObject({ SelectSubject: '', Subjects: '物理+化学+技术' });
  });
  it('are sent as SelectSubjects, except for the old exam; a 首选 outside them or a new province drops them', () => {
    const f = prefillForm(ctx);
    expect(toHistoryScore(f, 'subject')).toEqual({ ProvinceId: 44, Year: 2025, SelectSubject: '物理', Score: 600, SelectSubjects: ['物理', '化学', '生物'] });
    expect(toHistoryScore({ ...f, SubjectType: '1' }, 'type').SelectSubjects).toBeUndefined();
    expect(changeField(f, 'SelectSubject', '历史').Subjects).toBe('');
    expect(changeField(f, 'ProvinceId', '45').Subjects).toBe('');
    expect(changeField(f, 'Year', '2024').Subjects).toBe('物理+化学+生物');
    expect(changeField({ ...f, BatchId: '927' }, 'Subjects', '')).toEqual({ ...f, BatchId: '927', Subjects: '' });
  });
  it('are stored with the query and restored', () => {
    const q = { ProvinceId: 44, Year: 2025, SelectSubject: '物理', Score: 600, ProvinceName: '广东', SelectSubjects: ['物理', '化学', '生物'] };
    saveStoredScoreQuery(q);
    expect(readStoredScoreQuery()).toEqual(q);
    expect(requestOf(q).SelectSubjects).toEqual(['物理', '化学', '生物']);
    expect(formOf(q).Subjects).toBe('物理+化学+生物');
    clearStoredScoreQuery();
  });
});
