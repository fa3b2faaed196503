import { describe, expect, it } from 'vitest';
import { checkForm, EMPTY_FORM, formOf, formOfStudent, MSG_NO_VALUE, type RecommendForm } from './form';
import { readQuery } from './query';
import { subjectMode } from './subjects';

const TRACKS_312 = [{ key: '物理', name: '物理类' }, { key: '历史', name: '历史类' }];
const CTX = { tracks: TRACKS_312, subjects: subjectMode('3+1+2') };
const FILLED: RecommendForm = { ...EMPTY_FORM, province: 44, year: 2026, track: '物理', subjects: ['化学', '生物'], value: '600' };

describe('the recommendation form', () => {
  it('makes the query: 首选 first in SelectSubjects, page 1', () => {
    const c = checkForm(FILLED, CTX);
    expect(c.ok && c.query).toMatchObject({ province: 44, year: 2026, track: '物理', subjects: ['物理', '化学', '生物'], score: '600', rank: '', tab: '稳', page: 1 });
  });

  it('names each missing field', () => {
    const c = checkForm({ ...EMPTY_FORM, subjects: ['化学'] }, CTX);
    expect(c.ok ? null : c.errors).toEqual({ province: '请选择招生地区', year: '请选择高考年份', track: '请选择科目！', subjects: '请选择两门再选科目', value: MSG_NO_VALUE });
    const old = checkForm({ ...FILLED, track: null }, { tracks: [{ key: '1', name: '文科' }, { key: '2', name: '理科' }], subjects: subjectMode('traditional') });
    expect(old.ok ? null : old.errors).toEqual({ track: '请选择科类！' });
  });

  it('leaves the score’s range to the server, but not a tuition that is no number', () => {
    expect(checkForm({ ...FILLED, value: '900' }, CTX).ok).toBe(true);
    const c = checkForm({ ...FILLED, maxTuition: '1万' }, CTX);
    expect(c.ok ? null : c.errors.maxTuition).toBe('学费上限请填写整数（元/年）');
  });

  it('no subjects chosen is no subject filter; 3+3 takes three (浙江 with 技术)', () => {
    const none = checkForm({ ...FILLED, subjects: [] }, CTX);
    expect(none.ok && none.query.subjects).toEqual([]);
    const zj = { tracks: [{ key: '', name: '综合' }], subjects: subjectMode('3+3_zhejiang') };
    const c = checkForm({ ...FILLED, province: 33, track: '', subjects: ['物理', '化学', '技术'] }, zj);
    expect(c.ok && c.query).toMatchObject({ track: '', subjects: ['物理', '化学', '技术'] });
    expect(subjectMode('3+3').options).not.toContain('技术');
  });

  it('a rank, a predicted score and the preferences go into the query; the asked tab, level and size stay', () => {
    const keep = readQuery(new URLSearchParams('province=44&year=2026&score=600&tab=保&level=major&size=50&page=4&special=1'));
    const c = checkForm({ ...FILLED, by: 'rank', value: '30891', predict: true, collegeProvinces: [11], tags: ['985'], keyword: ' 计算机 ', maxTuition: '8000' }, CTX, keep);
    expect(c.ok && c.query).toMatchObject({ score: '', rank: '30891', predict: false, collegeProvinces: [11], tags: ['985'], keyword: '计算机', maxTuition: 8000, tab: '保', level: 'major', size: 50, page: 1, special: true });
    const p = checkForm({ ...FILLED, predict: true }, CTX);
    expect(p.ok && p.query.predict).toBe(true);
  });

  it('fills from an asked query and from a student’s profile', () => {
    const q = readQuery(new URLSearchParams('province=44&year=2026&track=物理&subj=物理,化学,生物&rank=30891&tags=211&tuition=6000'))!;
    expect(formOf(q)).toMatchObject({ province: 44, track: '物理', subjects: ['化学', '生物'], by: 'rank', value: '30891', tags: ['211'], maxTuition: '6000' });
    const s = { provinceId: 44, provinceName: '广东', examYear: 2025, track: '物理', subjects: ['物理', '化学', '生物'], score: 600 };
    expect(formOfStudent(s)).toMatchObject({ province: 44, year: 2025, track: '物理', subjects: ['化学', '生物'], by: 'score', value: '600' });
  });
});
