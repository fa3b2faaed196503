// Answers shaped like docs/API-ADMISSION.md "Admission results and plans", for the unit tests.
import type { PlanItem } from '../../api/plans-types';
import type { QueryParameters, ResultItem } from '../../api/results-types';
import type { Source } from '../../types';

export const ZJ_SOURCE: Source = { Id: 'zj-2025', Authority: '浙江省教育考试院', Title: '2025年浙江省普通类平行投档分数线', Url: 'https://example.org/zj', Official: true };
export const GD_THIRD: Source = { Id: 'gd-major', Authority: '广东省教育考试院（第三方汇编）', Title: '广东专业录取分数汇编', Url: '', Official: false };

/** A school/group-level row of 北京大学 in 广东 2025 物理类; override what a test needs. */
export function row(over: Partial<ResultItem> = {}): ResultItem {
  return {
    Id: 1, ProvinceId: 44, ProvinceName: '广东', Year: 2025, Track: '物理类', Batch: '本科批', Level: 'group', LevelName: '专业组',
    SchoolCode: '10001', SchoolName: '北京大学', CollegeCode: '10001', CollegeName: '北京大学', GroupCode: '201', MajorCode: '', MajorName: '',
    Requirement: '物理+化学', PlanCount: 12, MinScore: 688, MaxScore: null, Admitted: null, AvgScore: '',
    MinRank: 95, ConvertedRank: 101, EquivalentScore: null, EquivalentYear: null, Note: '', Source: ZJ_SOURCE,
    ...over,
  };
}

export function plan(over: Partial<PlanItem> = {}): PlanItem {
  return {
    Id: 1, ProvinceId: 33, Year: 2025, Track: '综合', Batch: '普通类一段', SchoolCode: '0001', SchoolName: '北京大学', CollegeCode: '10001', CollegeName: '北京大学',
    GroupCode: '', MajorCode: '01', MajorName: '数学类', Requirement: '物理', PlanCount: 5, Years: 4, Tuition: 5000, Note: '', Source: ZJ_SOURCE,
    ...over,
  };
}

export const PARAMS: QueryParameters = {
  Years: [2025, 2024],
  Tracks: [{ Year: 2025, Track: '物理类' }, { Year: 2025, Track: '历史类' }, { Year: 2024, Track: '物理类' }],
  Batches: [{ Year: 2025, Track: '物理类', Batch: '本科批' }, { Year: 2025, Track: '物理类', Batch: '提前批' }, { Year: 2025, Track: '历史类', Batch: '本科批' }, { Year: 2024, Track: '物理类', Batch: '本科批' }],
  Levels: ['group', 'major'],
};

export const paged = <T,>(List: T[], PageIndex = 1, PageSize = 10, Total = List.length) => ({ Total, PageIndex, PageSize, List });
