import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { examProvinceAtom, webConfigAtom } from '@/lib/site-config';
import { studentAtom } from '@/lib/session';
import { contrastListAtom } from '../lib/contrast';
import ComparePage from './ComparePage';

// The compare page reads each college's lines and plans in the header's province: a few answers
// in a row (compare, provinces, years, tracks, lines) before the rows fill.
configure({ asyncUtilTimeout: 5000 });

const college = (Id: string, CollegeName: string, extra: Record<string, unknown> = {}) => ({
  Id, CollegeCode: Id, MOECode: `41110${Id}`, CollegeName, StrengthTags: '985,211,双一流', FeatureTags: '教育部直属', ProvinceId: 11, ProvinceName: '北京',
  CityName: '北京市', NatureName: '公办', CategoryName: '综合', EducationLevel: 1, EducationLevelStr: '本科', Tel: '', CollegeLogoFileUrl: '', MajorCount: 114,
  Authority: '教育部', Level: '本科', Remark: '', Aliases: [], Abbreviations: [], HasLocation: true, Lat: 39.99, Lng: 116.31, CoordSystem: 'BD-09',
  Source: '全国普通高等学校名单（截至2026年6月17日）。来源：中华人民共和国教育部；985/211/双一流 名单：教育部公布名单', ...extra,
});
const PKU = college('10001', '北京大学');
const THU = college('10003', '清华大学', { MajorCount: 68 });
const POLY = college('14567', '某某职业技术学院', { StrengthTags: '', FeatureTags: '', EducationLevel: 0, EducationLevelStr: '高职（专科）', NatureName: '民办', CategoryName: '理工', ProvinceName: '山西', CityName: '太原市', MajorCount: 0 });

const GD25 = { Id: 'official-guangdong-undergraduate-2025', Authority: '广东省教育考试院', Title: '广东省2025年本科批次投档情况', Url: 'https://eea.gd.gov.cn/2025', Official: true, Caveat: '' };
const GD24 = { ...GD25, Id: 'official-guangdong-undergraduate-2024', Title: '广东省2024年本科批次投档情况', Url: 'https://eea.gd.gov.cn/2024' };
const PLAN26 = { Id: 'plan-2026-gd', Authority: '第三方汇编：某机构', Title: '广东2026年普通高校招生计划', Url: '', Official: false, Caveat: '该计划为第三方汇编，不是考试院原件' };

let n = 0;
const NAMES: Record<string, string> = { '10001': '北京大学', '10003': '清华大学' };
const line = (CollegeCode: string, Year: number, Track: string, GroupCode: string, MinScore: number, MinRank: number | null, extra: Record<string, unknown> = {}) => ({
  Id: ++n, ProvinceId: 44, ProvinceName: '广东', Year, Track, Batch: '本科批', Level: 'group', LevelName: '专业组', SchoolCode: CollegeCode, SchoolName: NAMES[CollegeCode],
  CollegeCode, CollegeName: NAMES[CollegeCode], GroupCode, MajorCode: '', MajorName: '', Requirement: '', PlanCount: null, MinScore, MaxScore: null, Admitted: null,
  AvgScore: '', MinRank, ConvertedRank: MinRank ? MinRank + 5 : null, EquivalentScore: null, EquivalentYear: null, Note: '', Source: Year === 2025 ? GD25 : GD24, ...extra,
});
const LINES: Record<string, ReturnType<typeof line>[]> = {
  '10001': [
    line('10001', 2025, '历史类', '205', 669, 28),
    line('10001', 2025, '物理类', '206', 689, 99),
    line('10001', 2025, '物理类', '209', 661, 1931, { SchoolName: '北京大学医学部' }),
    line('10001', 2024, '物理类', '203', 689, 85),
    line('10001', 2024, '物理类', '204', 661, 1339),
  ],
  '10003': [
    line('10003', 2025, '物理类', '201', 690, 72),
    line('10003', 2025, '历史类', '202', 670, 20),
    // 2024: a converted rank only (the source printed none).
    line('10003', 2024, '物理类', '201', 688, null, { ConvertedRank: 90 }),
  ],
  '14567': [],
};
const plan = (CollegeCode: string, Track: string, MajorName: string, SubjectRule: string, PlanCount: number | null, Year = 2026) => ({
  Id: ++n, ProvinceId: 44, Year, Track, Batch: '', SchoolCode: CollegeCode, SchoolName: '', CollegeCode, CollegeName: '', GroupCode: '206', MajorCode: '',
  MajorName, Requirement: SubjectRule, SubjectRule, PlanCount, Years: null, Tuition: 5000, Note: '', Source: PLAN26,
});
const PLANS: Record<string, ReturnType<typeof plan>[]> = {
  '10001': [plan('10001', '物理类', '数学类', '化学', 6), plan('10001', '物理类', '临床医学', '化学+生物', 4), plan('10001', '物理类', '考古学', '不限', 2), plan('10001', '历史类', '法学', '不限', 3)],
  '10003': [plan('10003', '物理类', '工科试验班', '化学', 20), plan('10003', '物理类', '理科试验班', '化学', null), plan('10003', '物理类', '数学类', '化学', 9, 2025)],
  '14567': [],
};

type Call = { path: string; body: Record<string, unknown> };
let calls: Call[] = [];
let years = [2025, 2024, 2023];

function answer({ path, body }: Call): { Data: unknown; Message?: string } {
  const code = String(body.CollegeId ?? '');
  switch (path) {
    case 'College/GetCollegeCompare':
      return { Data: { List: [THU, PKU, POLY].filter((c) => (body.Ids as string[]).includes(c.Id)), CommonMajorCount: 1, CommonMajors: [{ Code: '080901', Name: '计算机科学与技术' }] } };
    case 'Public/ProvinceList':
      return { Data: [{ ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G', ExamMode: '3+1+2', FirstNewExamYear: 2021, MaxScore: 750 }] };
    case 'AdmissionData/GetAdmissionMajorQueryParameters':
      return { Data: { Years: years, Tracks: [], Batches: [] } };
    case 'Public/ProvinceIsNewExam':
      return { Data: { IsNewExam: true, ExamMode: '3+1+2', RuleList: [{ SelectSubject: '物理', Name: '物理类' }, { SelectSubject: '历史', Name: '历史类' }] } };
    case 'Public/LineSchooScoreList': {
      const List = LINES[code] ?? [];
      return { Data: { CollegeCode: code, CollegeName: '', Years: [...new Set(List.map((r) => r.Year))], List }, Message: List.length ? '成功' : '暂无该校在广东的投档线数据' };
    }
    case 'Public/LineSpecialtyScoreBatchList':
      return { Data: [] };
    case 'Public/EnrollmentPlan': {
      const List = PLANS[code] ?? [];
      return { Data: { Years: [...new Set(List.map((r) => r.Year))], List } };
    }
    default:
      throw new Error(`unexpected ${path}`);
  }
}

beforeEach(() => {
  calls = [];
  years = [2025, 2024, 2023];
  appStore.set(examProvinceAtom, { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' });
  appStore.set(contrastListAtom, [{ Id: '10001', CollegeName: '北京大学' }, { Id: '10003', CollegeName: '清华大学' }]);
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: { body: string }) => {
    const c = { path: String(url).replace('/api/', ''), body: JSON.parse(init.body) };
    calls.push(c);
    const a = answer(c);
    return new Response(JSON.stringify({ Code: 0, Message: '成功', ...a }), { headers: { 'Content-Type': 'application/json' } });
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.set(examProvinceAtom, null);
  appStore.set(studentAtom, null);
  appStore.set(webConfigAtom, null);
  appStore.set(contrastListAtom, []);
});

const open = () => renderAt('/college-compareCollege', [{ path: '/college-compareCollege', element: page(<ComparePage />) }]);
const text = (id: string) => screen.getByTestId(id).textContent;
const rowIds = () => [...screen.getByTestId('compare-table').querySelectorAll('tbody > tr')].map((r) => (r as HTMLElement).dataset.testid);

describe('compare page: admission facts in the visitor\'s province', () => {
  it('leads with tags, the newest and the previous line and rank, the plan and its subjects; codes last', async () => {
    open();
    await screen.findByTestId('compare-line-latest-10001');
    // A visitor: the province's first track.
    expect(screen.getByTestId('compare-track-物理').getAttribute('aria-pressed')).toBe('true');
    expect(text('compare-where-province')).toContain('广东');
    expect(text('compare-section-admission')).toBe('在广东（物理类）的录取与招生');
    expect(rowIds()).toEqual([
      'compare-row-tags', 'compare-row-kind', 'compare-row-place',
      'compare-section-admission', 'compare-row-line-latest', 'compare-row-line-previous', 'compare-row-plan', 'compare-row-subjects',
      'compare-section-majors', 'compare-row-major-count',
      'compare-section-codes', 'compare-row-college-code', 'compare-row-moe-code',
    ]);
    expect(screen.getAllByTestId('compare-col-name').map((a) => a.textContent)).toEqual(['北京大学', '清华大学']);
    expect(within(screen.getByTestId('compare-row-tags')).getAllByTestId('college-tags')[0].textContent).toContain('985');
    expect(screen.getByTestId('compare-row-kind').textContent).toContain('本科 · 公办 · 综合类');

    // The newest line: the lowest group of 2025 (北京大学医学部's 209组), its official rank.
    expect(text('compare-line-latest-10001-score')).toBe('661分');
    expect(text('compare-line-latest-10001-rank')).toBe('1931');
    expect(screen.getByTestId('compare-line-latest-10001-rank').dataset.kind).toBe('official');
    expect(text('compare-line-latest-10001-where')).toBe('2025年 · 本科批 · 209组（北京大学医学部）');
    expect(text('compare-line-latest-10001')).toContain('共 2 个专业组，最低分 661–689');
    expect(text('compare-line-previous-10001-score')).toBe('661分');
    expect(text('compare-line-previous-10001-rank')).toBe('1339');
    expect(text('compare-line-latest-10003-score')).toBe('690分');
    expect(text('compare-line-latest-10003-rank')).toBe('72');
    // A rank the site converted says so.
    expect(screen.getByTestId('compare-line-previous-10003-rank').dataset.kind).toBe('converted');
    expect(text('compare-rank-legend')).toContain('换算位次');

    // The 2026 plan in the track: students, majors, and the subjects asked.
    expect(text('compare-plan-10001-total')).toBe('12人');
    expect(text('compare-plan-10001')).toContain('2026年 · 3 个专业');
    expect(text('compare-plan-10003-total')).toBe('20人');
    expect(text('compare-plan-10003')).toContain('其中 1 个未公布人数');
    const rules = [...screen.getByTestId('compare-subjects-10001').querySelectorAll('li')].map((li) => li.textContent);
    expect(rules).toEqual(['不限 1 个专业', '再选化学 1 个专业', '再选化学、生物（均须选考） 1 个专业']);
    expect(text('compare-row-major-count')).toContain('114 个');

    // Sources: one line per section, each source once; a caveat once.
    expect(text('compare-source-lines')).toMatch(/^录取分数来源：/);
    expect(screen.getByTestId('compare-source-lines').querySelectorAll('.zy-source-note')).toHaveLength(2);
    expect(screen.getByTestId('compare-source-plans').querySelectorAll('.zy-source-note')).toHaveLength(1);
    expect(screen.getByTestId('compare-source-caveats').querySelectorAll('li')).toHaveLength(1);
    expect(screen.getAllByTestId('compare-source-catalogue')).toHaveLength(1);
    expect(text('compare-source-catalogue')).toMatch(/^院校信息来源：全国普通高等学校名单/);

    // Each college read once: lines, major facets, plans.
    expect(calls.filter((c) => c.path === 'Public/LineSchooScoreList').map((c) => c.body)).toEqual([
      { ProvinceId: 44, CollegeId: '10001' }, { ProvinceId: 44, CollegeId: '10003' },
    ]);
    expect(calls.filter((c) => c.path === 'Public/EnrollmentPlan')).toHaveLength(2);
    expect(calls.some((c) => c.path === 'Public/LineSpecialtyScoreList')).toBe(false);
    expect(screen.getByTestId('common-major-080901').textContent).toBe('计算机科学与技术');
  });

  it('switches the track without reloading the lines', async () => {
    open();
    await screen.findByTestId('compare-line-latest-10001');
    fireEvent.click(screen.getByTestId('compare-track-历史'));
    await waitFor(() => expect(text('compare-line-latest-10001-score')).toBe('669分'));
    expect(text('compare-section-admission')).toBe('在广东（历史类）的录取与招生');
    expect(text('compare-line-previous-10001-none')).toContain('暂无更早一年的历史类录取分数线');
    expect(text('compare-line-latest-10003-score')).toBe('670分');
    expect(text('compare-plan-10003-none')).toContain('2026年暂无历史类招生计划');
    expect(text('compare-plan-10003-none')).toContain('该年只招物理类');
    expect(calls.filter((c) => c.path === 'Public/LineSchooScoreList')).toHaveLength(2);
  });

  it('starts from the signed-in student\'s track', async () => {
    appStore.set(webConfigAtom, { ParamList: [], ModuleList: [], HeadMenuList: [], BottomMenuList: [], ProvinceList: [{ ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G', ExamMode: '3+1+2' }] });
    appStore.set(studentAtom, { HasLoginName: true, NickName: '小明', Student: null,
      UserScore: { ExamProvinceId: 44, ExamProvinceName: '广东', ExamYear: 2025, SelectSubjects: ['历史', '政治', '地理'], Score: 580 } } as never);
    open();
    await waitFor(() => expect(text('compare-line-latest-10001-score')).toBe('669分'));
    expect(screen.getByTestId('compare-track-历史').getAttribute('aria-pressed')).toBe('true');
  });

  it('says plainly when a college has no line or plan in the province', async () => {
    appStore.set(contrastListAtom, [{ Id: '10001', CollegeName: '北京大学' }, { Id: '14567', CollegeName: '某某职业技术学院' }]);
    open();
    await screen.findByTestId('compare-line-latest-14567-none');
    expect(text('compare-line-latest-14567-none')).toBe('暂无该校在广东物理类的录取分数线');
    expect(screen.queryByTestId('compare-line-latest-14567-score')).toBeNull();
    expect(screen.getByTestId('compare-row-line-previous').querySelectorAll('td')[2].textContent).toBe('—');
    expect(text('compare-plan-14567-none')).toBe('暂无该校在广东的招生计划');
    expect(screen.getByTestId('compare-row-major-count').textContent).toContain('暂无数据');
  });

  it('says so when the province has no admission results at all', async () => {
    years = [];
    open();
    expect((await screen.findByTestId('compare-admission-error')).textContent).toBe('暂无广东的录取数据');
    expect(screen.queryByTestId('compare-line-latest-10001-loading')).toBeNull();
  });

  it('asks for a province when none is chosen, and still compares the facts', async () => {
    appStore.set(examProvinceAtom, null);
    open();
    await screen.findByTestId('compare-table');
    expect(text('compare-admission-no-province')).toContain('请先在页头选择所在省份');
    expect(screen.queryByTestId('compare-where')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['College/GetCollegeCompare']);
  });
});
