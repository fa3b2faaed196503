// Answers shaped like docs/API-WISH.md: a 广东 2026 物理类 600 table of two groups.
import type { Change, Detail, TableHeader, Unit } from '../types';

const person = (n: string) => ({ UserId: `u${n}`, NickName: `用户${n}`, Phone: `138****${n}` });

export const HEADER: TableHeader = {
  TableId: 't1', Name: '广东2026志愿表', Owner: person('0711'), Role: 'owner', RoleName: '创建者', ProvinceId: 44, ProvinceName: '广东',
  Year: 2026, Batch: '', Track: '物理类', SubjectType: 0, SelectSubject: '物理', SelectSubjects: ['物理', '化学', '生物'], Score: 600, Rank: 0,
  Mode: 'group', ModeName: '院校专业组', MaxUnits: 45, MaxMajors: 6, RuleVerified: false, RuleNote: '2026年的填报规则未核实', Note: '',
  Version: 5, UnitCount: 2, Deleted: false, CreatedAt: '2026-06-28T12:00:00Z', UpdatedAt: '2026-06-28T13:05:09Z', UpdatedBy: person('0711'),
};

export const unit = (key: string, index: number, over: Partial<Unit> = {}): Unit => ({
  Index: index, Key: key, Level: 'group', CollegeCode: '10558', CollegeName: '中山大学', SchoolCode: '10558', GroupCode: key.split('|').pop() ?? '',
  MajorCode: '', MajorName: '', Majors: [], Adjust: true, Special: '', Confirmed: false, Note: '', Source: 'recommend', Found: true,
  Probability: 63.5, Label: '稳', Reason: '', Plan: 388, Tuition: 6850, Requirement: '化学', SubjectRule: '化学',
  Predicted: { Method: 'WCF', Rank: 4753, RankLow: 3654, RankHigh: 6485, Score: 647 },
  LastYear: { Year: 2025, Batch: '本科批', MinScore: 647, Rank: 4264, RankKind: '公布位次' },
  ...over,
});

export const DETAIL: Detail = {
  Table: HEADER,
  Units: [unit('group|物理类|c:10558|215', 1), unit('group|物理类|c:10558|216', 2, { Probability: 92, Label: '保' })],
  Checks: [
    { Kind: '规则未核实', Level: 'info', Index: 0, Message: '本省当年的填报规则未核实' },
    { Kind: '未选专业', Level: 'warning', Index: 2, Key: 'group|物理类|c:10558|216', Message: '中山大学 216 还没有选择专业' },
    { Kind: '选科不符', Level: 'error', Index: 1, Key: 'group|物理类|c:10558|215', Message: '选科要求不符' },
  ],
  Candidate: { ProvinceName: '广东', Year: 2026, Track: '物理类', Score: 600, Rank: 30891, Note: '' },
  Method: 'WCF', Bands: { StretchBelow: 40, SafeFrom: 90 }, Message: '', Members: [], Links: [],
};

export const CHANGE: Change = {
  Version: 6, Time: '2026-06-28T13:05:09Z', Type: 'wish.unit_moved', Summary: '将 中山大学 专业组216 从第2位移到第1位',
  Actor: person('0712'), ActorRole: 'editor', RoleName: '可编辑', TerminalType: '0', ClientIP: '127.0.0.1',
};
