// Answers of the assessment API for the unit tests (shapes as docs/API-ASSESSMENT.md gives them).
import type { ListItem, Questions, Result, Stats } from '../types';

const OPTIONS = ['非常不喜欢', '比较不喜欢', '说不清', '比较喜欢', '非常喜欢'].map((Text, i) => ({ Value: i + 1, Text }));

/** A three-item Holland bank. */
export const QUESTIONS: Questions = {
  Bank: 'holland',
  Name: '霍兰德职业兴趣测评',
  Intro: '凭第一感觉回答你有多喜欢做这件事。',
  Version: 'v1',
  Minutes: 10,
  Source: '题目由本站编写',
  Notice: '兴趣测评反映你此刻的兴趣倾向。',
  Options: OPTIONS,
  Questions: [
    { Id: 'H01', No: 1, Text: '动手组装或修理自行车。' },
    { Id: 'H02', No: 2, Text: '读到一个科学现象时，会去查它背后的原理。' },
    { Id: 'H03', No: 3, Text: '在校刊上发表自己写的小说。' },
  ],
};

export const HOLLAND_RESULT: Result = {
  SubmissionId: 'sub-1',
  Bank: 'holland',
  BankName: '霍兰德职业兴趣测评',
  Code: 'RIA',
  SubmittedAt: '2026-11-24T14:40:00Z',
  Title: '你的兴趣代码：RIA',
  Summary: '你喜欢动手。',
  Advice: '可以了解工科专业。',
  Scales: [
    { Code: 'R', Name: '现实型', Score: 46, Min: 10, Max: 50, Percent: 90, Level: '较高', Percentile: 88.5 },
    { Code: 'I', Name: '研究型', Score: 40, Min: 10, Max: 50, Percent: 75, Level: '较高' },
  ],
  Letters: [{ Code: 'R', Title: '现实型（R）', Summary: '爱动手。', Advice: '了解机械。' }],
  Majors: [{ Code: '080201', Name: '机械工程', InterestCode: 'RIC', Match: 0.93, Why: '兴趣剖面相关 0.93' }],
  Professions: [{ Code: '17-2141.00', Name: '机械工程师', InterestCode: 'RIE', Match: 0.9, Why: '兴趣剖面相关 0.90' }],
  SuggestRule: '按兴趣剖面推荐',
  Norms: { Shown: true, Group: '广东考生', People: 1523, Need: 100, Note: '百分位：与广东考生比较' },
  Notice: '兴趣测评反映你此刻的兴趣倾向。',
  OldBank: true,
};

export const TYPE16_RESULT: Result = {
  ...HOLLAND_RESULT,
  SubmissionId: 'sub-2',
  Bank: 'type16',
  BankName: '16型性格倾向测评',
  Code: 'INTP',
  Title: 'INTP 倾向',
  Scales: [{ Code: 'E', Name: '外向性', Score: 22, Min: 10, Max: 50, Percent: 30, Level: '中等' }],
  Letters: [
    { Code: 'EI', Title: '精力来源：外向（E）—内向（I）', Summary: '', Advice: '', Clarity: 40 },
    { Code: 'SN', Title: '信息偏好：实感（S）—直觉（N）', Summary: '', Advice: '', Clarity: 20 },
  ],
  Norms: { Shown: false, Group: '全国考生', People: 3, Need: 100, Note: '全国考生中已有 3 人完成本测评，满 100 人后显示百分位。' },
  OldBank: false,
};

export const LIST: ListItem[] = [
  { SubmissionId: 'sub-2', Bank: 'type16', BankName: '16型性格倾向测评', Code: 'INTP', Title: 'INTP 倾向', SubmittedAt: '2026-11-24T16:00:00Z', Path: '/MBTI-result?id=sub-2' },
  { SubmissionId: 'sub-1', Bank: 'holland', BankName: '霍兰德职业兴趣测评', Code: 'RIA', Title: '兴趣代码 RIA', SubmittedAt: '2026-11-24T14:40:00Z', Path: '/holland-result?id=sub-1' },
];

export const STATS: Stats = {
  Bank: 'holland',
  BankName: '霍兰德职业兴趣测评',
  People: 1523,
  Suppressed: false,
  MinCell: 10,
  Codes: [
    { Value: 'RIA', Name: 'RIA', N: 120 },
    { Value: 'other', Name: '其他（合并）', N: 410, Pooled: 87 },
  ],
  Leading: [{ Value: 'R', Name: '现实型', N: 300 }],
  Axes: null,
  Scales: [{ Code: 'R', Name: '现实型', Min: 10, Max: 50, Mean: 29.4, Bins: [{ From: 10, To: 14, N: 31 }] }],
  ByProvince: [{ Value: '44', Name: '广东', N: 700 }],
  ByWeek: [{ Value: '2026-06-22', Name: '2026-06-22', N: 95 }],
  Note: '每人只计最近一次测评；少于 10 人的格子不单独显示',
};

export const SUPPRESSED: Stats = { ...STATS, People: 0, Suppressed: true, Codes: null, Leading: null, Scales: null, ByProvince: null, ByWeek: null };
