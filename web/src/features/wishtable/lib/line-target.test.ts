import { describe, expect, it } from 'vitest';
import type { StudentContext } from '@/lib/student-context';
import { lineTarget, lineTrackKey, lineUnit, wishYearOf, type AdmissionLine, type LineContext } from './line-target';

const GROUP: AdmissionLine = {
  ProvinceId: 44, Track: '物理类', Batch: '本科批', Level: 'group', CollegeCode: '10558', CollegeName: '中山大学', SchoolCode: '10558', SchoolName: '中山大学', GroupCode: '215', MajorName: '',
};
const MAJOR: AdmissionLine = {
  ProvinceId: 33, Track: '综合', Batch: '普通类平行录取', Level: 'major', CollegeCode: '10335', CollegeName: '浙江大学', SchoolCode: '0001', SchoolName: '浙江大学', GroupCode: '', MajorName: '计算机科学与技术',
};
const STUDENT: StudentContext = { provinceId: 44, provinceName: '广东', examYear: 2027, track: '物理', subjects: ['物理', '化学', '生物'], score: 600 };
const CONTEXT: LineContext = { mode: 'group', year: 2027, collegeCode: '10558', collegeName: '中山大学', source: 'college', student: STUDENT };

describe('the unit of an admission line', () => {
  it('keys the ordinary tracks as the tables do; none for the others', () => {
    expect(['物理类', '历史类', '文科', '理科', '综合', '艺术类', ''].map(lineTrackKey)).toEqual(['物理', '历史', '1', '2', '', null, null]);
  });

  it('names a group in a 院校专业组 province and a major in a 专业+院校 one, by the school’s national code', () => {
    expect(lineUnit(GROUP, 'group', '')).toEqual({ CollegeCode: '10558', SchoolCode: '10558', SchoolName: '中山大学', GroupCode: '215' });
    expect(lineUnit(MAJOR, 'major', '')).toEqual({ CollegeCode: '10335', SchoolCode: '0001', SchoolName: '浙江大学', MajorName: '计算机科学与技术' });
    // A line without the code takes the page's college.
    expect(lineUnit({ ...GROUP, CollegeCode: '' }, 'group', '10558')).toMatchObject({ CollegeCode: '10558', GroupCode: '215' });
    // The printed school tells apart the schools one national code files as.
    expect(lineUnit({ ...GROUP, CollegeCode: '10001', SchoolCode: '19001', SchoolName: '北京大学医学部', GroupCode: '206' }, 'group', '')).toEqual({ CollegeCode: '10001', SchoolCode: '19001', SchoolName: '北京大学医学部', GroupCode: '206' });
    // An old-exam year files whole schools: the school line is the unit, the major lines are not.
    const OLD: AdmissionLine = { ...GROUP, ProvinceId: 14, Track: '理科', Batch: '本科一批', Level: 'school', GroupCode: '' };
    expect(lineUnit(OLD, 'school', '')).toEqual({ CollegeCode: '10558', SchoolCode: '10558', SchoolName: '中山大学' });
    expect(lineUnit({ ...OLD, Level: 'major', MajorName: '临床医学' }, 'school', '')).toBeNull();
    expect(lineTarget(OLD, { ...CONTEXT, mode: 'school', year: 2024 })).toMatchObject({ unit: { CollegeCode: '10558', SchoolCode: '10558' }, title: '中山大学', track: '2', year: 2024 });
  });

  it('offers nothing without a group (or major) of the province’s unit, the code, an ordinary track or a first round', () => {
    expect(lineUnit({ ...GROUP, GroupCode: '', Level: 'school' }, 'group', '10558')).toBeNull();
    expect(lineUnit(GROUP, 'major', '10558')).toBeNull();
    expect(lineUnit(GROUP, 'school', '10558')).toBeNull();
    expect(lineUnit(GROUP, null, '10558')).toBeNull();
    expect(lineUnit({ ...MAJOR, Level: 'group' }, 'major', '')).toBeNull();
    expect(lineUnit({ ...GROUP, CollegeCode: '' }, 'group', ' ')).toBeNull();
    expect(lineUnit({ ...GROUP, Track: '体育类' }, 'group', '')).toBeNull();
    expect(lineUnit({ ...GROUP, Batch: '本科批征集志愿' }, 'group', '')).toBeNull();
  });
});

describe('the target of a line', () => {
  it('is the line’s province and track in the chosen year, pre-filled from the student of that province and track', () => {
    expect(lineTarget(GROUP, CONTEXT)).toEqual({
      unit: { CollegeCode: '10558', SchoolCode: '10558', SchoolName: '中山大学', GroupCode: '215' }, source: 'college', title: '中山大学 215组',
      provinceId: 44, year: 2027, track: '物理', subjects: ['物理', '化学', '生物'], score: 600, rank: null,
    });
  });

  it('leaves the subjects and score empty for another track or province', () => {
    expect(lineTarget({ ...GROUP, Track: '历史类' }, CONTEXT)).toMatchObject({ track: '历史', subjects: [], score: null });
    expect(lineTarget(MAJOR, { ...CONTEXT, mode: 'major', source: 'major' })).toMatchObject({
      unit: { CollegeCode: '10335', MajorName: '计算机科学与技术' }, source: 'major', title: '浙江大学 计算机科学与技术', provinceId: 33, track: '', subjects: [], score: null,
    });
    expect(lineTarget(GROUP, { ...CONTEXT, student: null })).toMatchObject({ subjects: [], score: null });
  });

  it('is null until the year and the province’s unit are known', () => {
    expect(lineTarget(GROUP, { ...CONTEXT, year: null })).toBeNull();
    expect(lineTarget(GROUP, { ...CONTEXT, mode: null })).toBeNull();
  });
});

describe('the exam year of the table', () => {
  const years = { Years: [2027, 2026, 2025], Current: 2027 };
  it('is the picked year, else the student’s own, else the coming exam — each only where a table can be', () => {
    expect(wishYearOf(years, 2026, 2025)).toBe(2025);
    expect(wishYearOf(years, 2026, null)).toBe(2026);
    expect(wishYearOf(years, 2030, 2019)).toBe(2027);
    expect(wishYearOf(years, null, null)).toBe(2027);
    expect(wishYearOf(null, 2026, null)).toBeNull();
  });
});
