// Answers of the 选科测评, 升学路径测评 and 综合测评 calls for the unit tests (shapes as
// docs/API-ASSESSMENT.md gives them).
import type { Coverage, Questions, Result } from '../types';
import { HOLLAND_RESULT } from './fixtures';

const AGREE = ['完全不符合', '比较不符合', '说不清', '比较符合', '完全符合'].map((Text, i) => ({ Value: i + 1, Text }));

export const SUBJECT_QUESTIONS: Questions = {
  Bank: 'subjects',
  Name: '新高考选科测评',
  Intro: '30 句关于六门选考科目的描述。',
  Version: 's1',
  Minutes: 6,
  Source: '题目由本站编写',
  Notice: '选科结果只是参考。',
  Options: AGREE,
  Questions: [
    { Id: 'J01', No: 1, Text: '我的物理考试成绩在班里比较靠前。' },
    { Id: 'J02', No: 2, Text: '我喜欢探究生活现象背后的物理原理。' },
  ],
};

const combo = (Name: string, Share: number, extra: object = {}) => ({ Subjects: Name.split('+'), Name, Rows: Math.round(Share * 100), Share, Seats: Math.round(Share * 300), SeatShare: Share, ...extra });

export const COVERAGE: Coverage = {
  ProvinceId: 44,
  ProvinceName: '广东',
  ExamYear: 2027,
  Mode: '3+1+2',
  PlanYear: 2026,
  Rows: 20880,
  Unknown: 12,
  Source: '广东 2026 年招生计划（本科；省考试院）',
  Combos: [combo('物理+化学+生物', 72.4), combo('历史+政治+地理', 30.1), combo('物理+化学+地理', 70.5)],
  Note: '按 2026 年招生计划中写明选科要求的 20880 条计划计算；另有 12 条计划的数据没有选科要求，未计入。',
};

export const LIKED_COVERAGE: Coverage = {
  ...COVERAGE,
  Combos: [combo('物理+化学+生物', 72.4, { LikedRows: 900, LikedShare: 98.5 }), combo('历史+政治+地理', 30.1, { LikedRows: 10, LikedShare: 1.1 }), combo('物理+化学+地理', 70.5, { LikedRows: 880, LikedShare: 96.3 })],
};

export const SUBJECT_RESULT: Result = {
  ...HOLLAND_RESULT,
  SubmissionId: 'sub-s',
  Bank: 'subjects',
  BankName: '新高考选科测评',
  Code: '物理+化学+生物',
  Title: '综合得分最高的组合：物理+化学+生物',
  Summary: '按你的自评和广东的招生计划，下面是全部 3 种组合的排序。',
  Advice: '请结合老师的意见再做决定。',
  Scales: [
    { Code: '物理/ability', Name: '物理·成绩与能力', Score: 13, Min: 3, Max: 15, Percent: 83.3, Level: '较高' },
    { Code: '物理/interest', Name: '物理·兴趣', Score: 6, Min: 2, Max: 10, Percent: 50, Level: '中等' },
  ],
  Letters: null,
  Majors: null,
  Professions: null,
  SuggestRule: '',
  Norms: null,
  OldBank: false,
  Notice: '选科结果综合了你的自评和真实招生计划的选科要求，只是参考。',
  Coverage: {
    ...LIKED_COVERAGE,
    Combos: [
      combo('物理+化学+生物', 72.4, { LikedShare: 98.5, Self: 80, Fit: 83.1, Rank: 1 }),
      combo('物理+化学+地理', 70.5, { LikedShare: 96.3, Self: 60, Fit: 73, Rank: 2 }),
      combo('历史+政治+地理', 30.1, { LikedShare: 1.1, Self: 40, Fit: 26.4, Rank: 3 }),
    ],
  },
  FitRule: '组合得分 = 50% × 自评 + 30% × 感兴趣专业类可报比例 + 20% × 全部专业可报比例。',
};

export const PATH_QUESTIONS: Questions = {
  Bank: 'path',
  Name: '升学路径测评',
  Intro: '21 道选择题。',
  Version: 'p1',
  Minutes: 5,
  Source: '题目由本站编写',
  Notice: '结果只说明哪些路径值得你去了解。',
  Options: null,
  Questions: [
    { Id: 'Q01', No: 1, Text: '你现在就读的学校是哪一类？', Help: '中职学生和普通高中学生可以走的方式不同。', Options: ['普通高中', '中职或技工学校', '其他'].map((Text, i) => ({ Value: i + 1, Text })) },
    { Id: 'Q02', No: 2, Text: '你目前的成绩大约排在全省什么位置？', Help: '可参考最近一次联考的位次。', Options: ['前1%左右', '前1%至5%', '前5%至20%', '前20%至50%', '50%以后', '还不清楚'].map((Text, i) => ({ Value: i + 1, Text })) },
  ],
};

export const PATH_RESULT: Result = {
  ...SUBJECT_RESULT,
  SubmissionId: 'sub-p',
  Bank: 'path',
  BankName: '升学路径测评',
  Code: 'qiangji',
  Title: '值得你了解的升学路径：2 条',
  Summary: '普通批是每位考生的基本路径。',
  Advice: '',
  Scales: null,
  Coverage: null,
  FitRule: '',
  Notice: '结果只说明哪些路径值得你去了解，不代表你符合报名条件。',
  Paths: [
    { Code: 'ordinary', Name: '普通批', Summary: '按高考成绩录取。', Caution: '按本省当年的批次线填报。', Fits: true, Why: ['所有参加高考的同学都走这条路'] },
    { Code: 'qiangji', Name: '强基计划', Summary: '基础学科招生。', Caution: '入校后一般不能转专业。', Fits: true, Why: ['你目前的成绩大约排在全省什么位置？——前1%左右'] },
    { Code: 'guojia', Name: '国家专项计划', Summary: '面向实施区域的考生。', Caution: '须满足户籍条件。', Fits: false },
  ],
};

export const ALLROUND_QUESTIONS: Questions = {
  Bank: 'allround',
  Name: '综合测评',
  Intro: '112 题，分兴趣、性格、能力、价值观四部分。',
  Version: 'a1',
  Minutes: 20,
  Source: '兴趣部分取本站霍兰德题库',
  Notice: '',
  Options: AGREE,
  Sections: [
    { Code: 'interest', Name: '兴趣', Options: ['非常不喜欢', '比较不喜欢', '说不清', '比较喜欢', '非常喜欢'].map((Text, i) => ({ Value: i + 1, Text })) },
    { Code: 'values', Name: '价值观', Options: ['一点也不重要', '不太重要', '一般', '比较重要', '非常重要'].map((Text, i) => ({ Value: i + 1, Text })) },
  ],
  Questions: [
    { Id: 'H01', No: 1, Text: '动手组装或修理自行车。', Section: 'interest' },
    { Id: 'H02', No: 2, Text: '读到一个科学现象时，会去查它背后的原理。', Section: 'interest' },
    { Id: 'V01', No: 3, Text: '工作能让我看到自己一天天在进步。', Section: 'values' },
  ],
};

const scale = (Code: string, Name: string, Percent: number, Level: string) => ({ Code, Name, Score: 10 + Math.round(Percent / 5), Min: 5, Max: 25, Percent, Level });

export const ALLROUND_RESULT: Result = {
  ...HOLLAND_RESULT,
  SubmissionId: 'sub-a',
  Bank: 'allround',
  BankName: '综合测评',
  Code: 'RIA',
  Title: '你的综合测评结果',
  Summary: '兴趣代码 RIA；下面是四部分的得分和建议。',
  Advice: '',
  Scales: null,
  Letters: null,
  Norms: null,
  OldBank: false,
  Notice: '',
  Parts: [
    { Section: 'interest', Name: '兴趣', Code: 'RIA', Scales: [scale('R', '现实型', 90, '较高'), scale('I', '研究型', 75, '较高')], Texts: [{ Code: 'R', Title: '现实型（R）', Summary: '爱动手。', Advice: '了解机械。' }] },
    { Section: 'character', Name: '性格', Scales: [scale('E', '外向性', 20, '较低')], Texts: [{ Code: 'E', Title: '外向性较低', Summary: '喜欢安静。', Advice: '' }] },
    { Section: 'ability', Name: '能力', Scales: [scale('math', '数理逻辑', 80, '较高')], Texts: [{ Code: 'math', Title: '数理逻辑', Summary: '推理能力强。', Advice: '' }] },
    { Section: 'values', Name: '价值观', Scales: [scale('achieve', '成就感', 60, '中等')], Texts: null },
    { Section: 'subject', Name: '选科参考', Scales: [{ Code: '物理', Name: '物理', Score: 0, Min: 0, Max: 0, Percent: 77.5, Level: '', Text: '数理逻辑、空间想象' }], Texts: null, Note: '由能力自评推断，请再做“新高考选科测评”。' },
  ],
};
