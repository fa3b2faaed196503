import { describe, expect, it } from 'vitest';
import type { ResultItem } from '@/features/admission/api/results-types';
import type { PlanItem } from '@/features/admission/api/plans-types';
import { lineSpreadText, lineUnitText, mainBatch, majorYears, planSummary, ruleText, trackLines, type CollegeAdmission } from './compare-admission';

let id = 0;
const line = (p: Partial<ResultItem>): ResultItem => ({
  Id: ++id, ProvinceId: 44, ProvinceName: '广东', Year: 2025, Track: '物理类', Batch: '本科批', Level: 'group', LevelName: '专业组',
  SchoolCode: '10001', SchoolName: '北京大学', CollegeCode: '10001', CollegeName: '北京大学', GroupCode: '', MajorCode: '', MajorName: '',
  Requirement: '', PlanCount: null, MinScore: null, MaxScore: null, Admitted: null, AvgScore: '', MinRank: null, ConvertedRank: null,
  EquivalentScore: null, EquivalentYear: null, Note: '', Source: null, ...p,
});
const plan = (p: Partial<PlanItem>): PlanItem => ({
  Id: ++id, ProvinceId: 44, Year: 2026, Track: '物理类', Batch: '', SchoolCode: '10001', SchoolName: '北京大学', CollegeCode: '10001',
  CollegeName: '北京大学', GroupCode: '206', MajorCode: '', MajorName: '数学类', Requirement: '', SubjectRule: '化学', PlanCount: 2, Years: null,
  Tuition: null, Note: '', Source: null, ...p,
});
const data = (p: Partial<CollegeAdmission>): CollegeAdmission => ({ code: '10001', groups: [], majorFacets: [], majors: [], plans: [], error: '', ...p });

describe('the lowest line of a college in a track', () => {
  const groups = [
    line({ GroupCode: '206', MinScore: 689, MinRank: 99 }),
    line({ GroupCode: '209', SchoolName: '北京大学医学部', MinScore: 661, MinRank: 1931 }),
    line({ GroupCode: '205', Track: '历史类', MinScore: 669, MinRank: 28 }),
    line({ Year: 2024, GroupCode: '203', MinScore: 689, MinRank: 85 }),
    line({ Year: 2024, GroupCode: '204', MinScore: 661, MinRank: 1339 }),
    line({ Year: 2023, GroupCode: '203', MinScore: 694, MinRank: 84 }),
  ];

  it('reads the newest year and the one before, each the lowest of its groups', () => {
    const t = trackLines(data({ groups }), '物理类');
    expect(t.latest?.year).toBe(2025);
    expect(t.latest?.lowest.MinScore).toBe(661);
    expect(t.latest?.lowest.MinRank).toBe(1931);
    expect(lineUnitText(t.latest!)).toBe('209组（北京大学医学部）');
    expect(lineSpreadText(t.latest!)).toBe('共 2 个专业组，最低分 661–689');
    expect(t.previous?.year).toBe(2024);
    expect(t.previous?.lowest.MinRank).toBe(1339);
    expect(t.others).toEqual([{ year: 2025, tracks: ['历史类'] }]);
  });

  it('says nothing exists rather than borrow another track', () => {
    const t = trackLines(data({ groups: groups.filter((g) => g.Track === '历史类') }), '物理类');
    expect(t.latest).toBeNull();
    expect(t.previous).toBeNull();
    expect(t.others).toEqual([{ year: 2025, tracks: ['历史类'] }]);
  });

  it('reads the ordinary batch, not an early batch or a special plan', () => {
    expect(mainBatch([{ Batch: '本科提前批' }, { Batch: '国家专项计划批' }, { Batch: '本科批' }])).toBe('本科批');
    expect(mainBatch([{ Batch: '本科二批' }, { Batch: '本科一批' }])).toBe('本科一批');
    expect(mainBatch([{ Batch: '高职（专科）提前批' }, { Batch: '高职（专科）批' }])).toBe('高职（专科）批');
    const t = trackLines(data({ groups: [line({ Track: '理科', Batch: '国家专项计划批', MinScore: 671 }), line({ Track: '理科', Batch: '第一批A段', MinScore: 685 })] }), '理科');
    expect(t.latest?.lowest.MinScore).toBe(685);
    expect(t.latest?.batch).toBe('第一批A段');
  });

  it('takes the largest rank where only ranks are printed (山东)', () => {
    const majors = [
      line({ Track: '综合', Level: 'major', Batch: '常规批第1次志愿', MajorName: '数学类', MinRank: 120 }),
      line({ Track: '综合', Level: 'major', Batch: '常规批第1次志愿', MajorName: '临床医学', MinRank: 420 }),
    ];
    const t = trackLines(data({ majors, majorFacets: [{ Year: 2025, Track: '综合', Batch: '常规批第1次志愿', Count: 2 }] }), '综合');
    expect(t.latest?.lowest.MajorName).toBe('临床医学');
    expect(t.latest?.level).toBe('major');
    expect(lineUnitText(t.latest!)).toBe('专业：临床医学');
    expect(lineSpreadText(t.latest!)).toBe('共 2 个专业');
  });
});

describe('which major-level years to read', () => {
  it('those of the newest two years of a track without a group line', () => {
    const groups = [line({ Year: 2024, Track: '理科', Level: 'school' })];
    const facets = [
      { Year: 2025, Track: '物理类', Batch: '', Count: 7 },
      { Year: 2025, Track: '历史类', Batch: '', Count: 1 },
    ];
    expect(majorYears(groups, facets)).toEqual([2025]);
    // 广东: group lines in the two newest years; the older major-only years are not read.
    const gd = [line({ Year: 2025 }), line({ Year: 2024 })];
    expect(majorYears(gd, [2025, 2024, 2023, 2022, 2021].map((Year) => ({ Year, Track: '物理类', Batch: '本科批', Count: 9 })))).toEqual([]);
    // 浙江: major lines only.
    expect(majorYears([], [2025, 2024, 2023].map((Year) => ({ Year, Track: '综合', Batch: '普通类第一段', Count: 30 })))).toEqual([2025, 2024]);
  });

  it('a newer major-only year comes before an older group year', () => {
    const d = data({
      groups: [line({ Year: 2024, GroupCode: '201', MinScore: 640 })],
      majorFacets: [{ Year: 2025, Track: '物理类', Batch: '', Count: 2 }],
      majors: [line({ Year: 2025, Level: 'major', Batch: '', MajorName: '数学类', MinScore: 650 })],
    });
    const t = trackLines(d, '物理类');
    expect(t.latest?.year).toBe(2025);
    expect(t.latest?.level).toBe('major');
    expect(t.previous?.year).toBe(2024);
    expect(t.previous?.level).toBe('group');
  });
});

describe('the newest plans in a track', () => {
  it('counts students and majors and the subject requirements seen', () => {
    const plans = [
      plan({ PlanCount: 4 }),
      plan({ PlanCount: 6, SubjectRule: '化学' }),
      plan({ PlanCount: 1, SubjectRule: '不限' }),
      plan({ PlanCount: null, SubjectRule: '化学' }),
      plan({ Track: '历史类', PlanCount: 3, SubjectRule: '不限' }),
      plan({ Year: 2025, PlanCount: 30 }),
    ];
    const s = planSummary(plans, '物理类')!;
    expect(s.year).toBe(2026);
    expect(s.total).toBe(11);
    expect(s.unknown).toBe(1);
    expect(s.majors).toBe(4);
    expect(s.rules).toEqual([['化学', 3], ['不限', 1]]);
    expect(s.otherTracks).toEqual(['历史类']);
    expect(planSummary(plans.filter((p) => p.Track === '历史类'), '物理类')?.rows).toEqual([]);
    expect(planSummary([], '物理类')).toBeNull();
  });

  it('names a 3+1+2 requirement as the 再选 subjects', () => {
    expect(ruleText('化学', '物理类')).toBe('再选化学');
    expect(ruleText('化学+生物', '物理类')).toBe('再选化学、生物（均须选考）');
    expect(ruleText('不限', '物理类')).toBe('不限');
    expect(ruleText('物理+化学', '综合')).toBe('物理、化学（均须选考）');
    expect(ruleText('', '综合')).toBe('未注明');
  });
});
