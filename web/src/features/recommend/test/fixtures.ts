// Answers shaped like docs/API-RECOMMEND.md, with figures of 广东 2026 物理类 600 (rank 30891).
import type { Evidence, RecommendItem, RecommendList, RecommendStat } from '../types';

export const OFFICIAL = { Id: 'gd-2025', Authority: '广东省教育考试院', Title: '广东省2025年本科批次普通类投档情况', Url: 'https://example.org/gd', Official: true, Caveat: '' };
export const CANDIDATE = { ProvinceId: 44, ProvinceName: '广东', Year: 2026, Track: '物理类', Score: 600, Rank: 30891, TableYear: 2026, Note: '', Predicted: false };
export const BANDS = { StretchBelow: 40, SafeFrom: 90 };
const group = (Name: string, Counts: Record<string, number>) => ({ Name, Counts, Total: Object.values(Counts).reduce((a, b) => a + b, 0) });

export const STAT: RecommendStat = {
  Candidate: CANDIDATE, Method: 'WCF', Level: 'group', LevelName: '院校专业组', Bands: BANDS, Spread: '各省',
  Levels: [{ Level: 'group', LevelName: '院校专业组', Units: 6531 }, { Level: 'major', LevelName: '专业+院校', Units: 13436 }],
  Counts: { 冲: 613, 稳: 199, 保: 4670, 无: 0 }, Excluded: { 选科: 92, 特殊类型: 957, 筛选: 0 },
  ByProvince: [group('广东', { 冲: 86, 稳: 23, 保: 643 }), group('北京', { 冲: 129, 稳: 36, 保: 65 })],
  ByCategory: [group('综合', { 冲: 282, 稳: 53, 保: 1338 })],
  ByNature: [group('公办', { 冲: 602, 稳: 193, 保: 3509 }), group('民办', { 保: 1145 })],
  ByTuition: [group('未公布', { 保: 2222 }), group('5000元以下', { 冲: 15, 稳: 9, 保: 469 })],
  Backtest: { Year: 2025, Level: 'group', Method: 'WCF', SafeHeld: 96.4, SteadyHeld: 73.4, StretchHeld: 6.7, SafePairs: 8682, Pairs: 26060, Units: 5109, Predicted: 1166, Covered80: 72.9, Message: '' },
  Message: '',
};

export const EVIDENCE: Evidence = { Year: 2025, Batch: '本科批', MinScore: 606, Rank: 22486, RankKind: '公布位次', CarriedRank: 22137, EquivalentScore: 610, Plan: 27, SourceId: 'gd-2025' };

export const ITEM: RecommendItem = {
  UnitKey: 'group|物理类|c:11414|202', Level: 'group', LevelName: '院校专业组', Track: '物理类', Batch: '本科批', CollegeCode: '11414',
  CollegeName: '中国石油大学（北京）', SchoolCode: '11414', SchoolName: '中国石油大学(北京)', GroupCode: '202', MajorCode: '', MajorName: '',
  CollegeProvince: '北京', City: '北京市', Nature: '公办', Category: '理工', Tags: ['211', '双一流'], Requirement: '化学', SubjectRule: '化学',
  RequirementYear: 2026, RequirementNote: '', Special: '', Plan: 27, Tuition: 5500, Probability: 63.5, Label: '稳', Reason: '',
  Predicted: { Method: 'WCF', Rank: 29405, RankLow: 22606, RankHigh: 40115, Score: 601 }, YearsUsed: [2025], Widened: ['仅1年数据（区间放宽×1.3）'],
  Years: [EVIDENCE, { ...EVIDENCE, Year: 2024, MinScore: 564, Rank: 53991, RankKind: '换算位次', CarriedRank: 51884, EquivalentScore: 579, Plan: 32, SourceId: 'gd-2024' }],
  Actual: null,
};

export const NO_PROBABILITY: RecommendItem = {
  ...ITEM, UnitKey: 'group|物理类|c:10001|203', CollegeCode: '10001', SchoolName: '北京大学', GroupCode: '203', Probability: null, Label: '',
  Reason: '此前各年没有可用的录取位次', RequirementNote: '选科要求未公布：填报前请核对当年招生计划', Predicted: null, Years: [], YearsUsed: [],
  HistoryNote: '2024年与2025年的最低位次相差一倍以上（53991、22486）：该院校专业组的专业或名额可能已调整，往年数据仅供参考',
};

/** 湖北 物理类 北京体育大学 12组 as the special list shows it: the 2026 plan's fee makes it 中外合作. */
export const SINO_FOREIGN: RecommendItem = {
  ...ITEM, UnitKey: 'group|物理类|c:10043|12', CollegeCode: '10043', SchoolCode: 'A043', SchoolName: '北京体育大学', CollegeName: '北京体育大学',
  GroupCode: '12', Tags: ['211', '双一流'], Requirement: '物理', SubjectRule: '不限', Special: '中外合作', Flags: ['中外合作', '高收费'],
  SpecialNote: '2026年招生计划学费75000元/年，远高于该校其他专业（5000元/年起），按中外合作办学处理', Plan: 4, Tuition: 75000, TuitionLow: 75000,
};

export function list(items: RecommendItem[], body: Record<string, unknown>, over: Partial<RecommendList> = {}): RecommendList {
  return {
    Total: 42, PageIndex: Number(body.PageIndex), PageSize: Number(body.PageSize), Method: 'WCF', Level: (body.Level as 'group') ?? 'group',
    Candidate: CANDIDATE, Bands: BANDS, Sources: [OFFICIAL], List: items, Message: '', ...over,
  };
}

export const PROVINCES = [
  { ProvinceId: 11, ProvinceName: '北京', PinYinOne: 'B', ExamMode: '3+3', FirstNewExamYear: 2020, MaxScore: 750 },
  { ProvinceId: 33, ProvinceName: '浙江', PinYinOne: 'Z', ExamMode: '3+3_zhejiang', FirstNewExamYear: 2017, MaxScore: 750 },
  { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G', ExamMode: '3+1+2', FirstNewExamYear: 2021, MaxScore: 750 },
];

export const RULES: Record<number, unknown> = {
  44: { IsNewExam: true, ExamMode: '3+1+2', RuleList: [{ SelectSubject: '物理', Name: '物理类' }, { SelectSubject: '历史', Name: '历史类' }] },
  33: { IsNewExam: true, ExamMode: '3+3_zhejiang', RuleList: [{ Name: '综合' }] },
  11: { IsNewExam: true, ExamMode: '3+3', RuleList: [{ Name: '综合' }] },
};

/** The search of the URL a Recommend page was asked with. */
export const GD_QUERY = 'province=44&year=2026&track=物理&subj=物理,化学,生物&score=600';
