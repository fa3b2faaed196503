import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { toastsAtom } from '@/lib/notify';
import { examProvinceAtom, webConfigAtom } from '@/lib/site-config';
import { studentAtom } from '@/lib/session';
import { getItem, setItem, StorageKeys } from '@/lib/storage';
import { contrastListAtom } from '../lib/contrast';
import UniversityPage from './UniversityPage';

// Each test walks the panel through several loads: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

type Body = Record<string, unknown>;
type Call = { path: string; body: Body };
let calls: Call[] = [];

const PROVINCES = [
  { ProvinceId: 31, ProvinceName: '上海', ExamMode: '3+3_shanghai', MaxScore: 660 },
  { ProvinceId: 33, ProvinceName: '浙江', ExamMode: '3+3_zhejiang', MaxScore: 750 },
  { ProvinceId: 44, ProvinceName: '广东', ExamMode: '3+1+2', MaxScore: 750 },
  { ProvinceId: 54, ProvinceName: '西藏', ExamMode: 'traditional', MaxScore: 750 },
  { ProvinceId: 65, ProvinceName: '新疆', ExamMode: '3+1+2', MaxScore: 750 },
];
const levels = (years: [number, string[]][]) => ({
  Years: years.map(([y]) => y),
  Levels: [...new Set(years.flatMap(([, l]) => l))],
  YearLevels: years.map(([Year, Levels]) => ({ Year, Levels })),
});
const YEARS: Record<number, ReturnType<typeof levels>> = {
  31: levels([[2025, ['group']]]),
  33: levels([[2025, ['major']], [2024, ['major']]]),
  // 2021 of 广东 holds major-level lines only: no school/group rows.
  44: levels([[2025, ['group', 'major']], [2024, ['group', 'major']], [2021, ['major']]]),
  54: levels([]),
  65: levels([[2023, ['school']]]),
};
const RULES_312 = { IsNewExam: true, RuleList: [{ SelectSubject: '物理', Name: '物理类' }, { SelectSubject: '历史', Name: '历史类' }] };
const rulesOf = (p: number) =>
  p === 65 ? { IsNewExam: false, RuleList: [{ SubjectType: 1, Name: '文科' }, { SubjectType: 2, Name: '理科' }] } : p === 44 ? RULES_312 : { IsNewExam: true, RuleList: [{ Name: '综合' }] };
const batchesOf = (b: Body) => [
  { BatchId: `${b.Year}-${b.SelectSubject ?? b.SubjectType ?? 'z'}-1`, BatchName: '特控线', Score: 534 },
  { BatchId: `${b.Year}-${b.SelectSubject ?? b.SubjectType ?? 'z'}-2`, BatchName: '本科线', Score: 436 },
];
const params = { ProvinceList: [], CategoryList: [], NatureList: [], EducationLevelList: [], TagList: [] };

function answer({ path, body }: Call): unknown {
  switch (path) {
    case 'Data/GetCollegeQueryParameter': return params;
    case 'Public/ProvinceList': return PROVINCES;
    case 'AdmissionData/GetAdmissionMajorQueryParameters': return YEARS[body.ProvinceId as number];
    case 'Public/ProvinceIsNewExam': return rulesOf(body.ProvinceId as number);
    case 'Public/ProvinceBatchList': return batchesOf(body);
    case 'College/GetCollegeList': return { Total: body.SchoolHisotyScore ? 918 : 2952, PageIndex: 1, PageSize: 10, List: [] };
    default: return null;
  }
}

beforeEach(() => {
  calls = [];
  appStore.set(contrastListAtom, []);
  appStore.set(toastsAtom, []);
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: { body: string }) => {
    const c = { path: String(url).replace('/api/', ''), body: JSON.parse(init.body) as Body };
    calls.push(c);
    return new Response(JSON.stringify({ Code: 0, Data: answer(c), Message: '成功' }), { headers: { 'Content-Type': 'application/json' } });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  appStore.set(examProvinceAtom, null);
  appStore.set(studentAtom, null);
  appStore.set(webConfigAtom, null);
});

const bodies = (path: string) => calls.filter((c) => c.path === path).map((c) => c.body);
const last = <T,>(list: T[]): T | undefined => list[list.length - 1];
const lastList = () => last(bodies('College/GetCollegeList'));
const toasts = () => appStore.get(toastsAtom).map((t) => t.text);
const select = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
const value = (id: string) => (screen.getByTestId(id) as HTMLSelectElement | HTMLInputElement).value;

async function openIn(province: { ProvinceId: number; ProvinceName: string } | null) {
  appStore.set(examProvinceAtom, province ? { ...province, PinYinOne: 'G' } : null);
  renderAt('/university', [{ path: '/university', element: page(<UniversityPage />) }]);
  await screen.findByText('共找到 2952 所院校');
}

describe('score query panel', () => {
  it('new exam: the site province, the newest year with lines, 物理; a subject change reloads and resets the batch', async () => {
    await openIn({ ProvinceId: 44, ProvinceName: '广东' });
    await waitFor(() => expect(value('score-query-batch')).toBe(''));
    await waitFor(() => expect(screen.getByTestId('score-query-batch').querySelectorAll('option')).toHaveLength(3));
    expect(value('score-query-province')).toBe('44');
    expect(value('score-query-year')).toBe('2025');
    // 2021 has major-level lines only: not offered.
    expect([...screen.getByTestId('score-query-year').querySelectorAll('option')].map((o) => o.textContent)).toEqual(['请选择', '2025年', '2024年']);
    // the levels per year come with the parameters: no page of results is fetched to learn them
    expect(bodies('AdmissionData/GetAdmissionCollege')).toEqual([]);
    expect(screen.getByTestId('score-query-subject-物理').getAttribute('aria-pressed')).toBe('true');
    expect(last(bodies('Public/ProvinceBatchList'))).toEqual({ ProvinceId: 44, Year: 2025, SelectSubject: '物理' });

    select('score-query-batch', '2025-物理-1');
    fireEvent.click(screen.getByTestId('score-query-subject-历史'));
    await waitFor(() => expect(last(bodies('Public/ProvinceBatchList'))).toEqual({ ProvinceId: 44, Year: 2025, SelectSubject: '历史' }));
    expect(value('score-query-batch')).toBe('');
    select('score-query-batch', '2025-历史-2');
    select('score-query-year', '2024');
    await waitFor(() => expect(last(bodies('Public/ProvinceBatchList'))).toEqual({ ProvinceId: 44, Year: 2024, SelectSubject: '历史' }));
    expect(value('score-query-batch')).toBe('');
    expect(last(bodies('Public/ProvinceIsNewExam'))).toEqual({ ProvinceId: 44, Year: 2024 });
  });

  it('按最低分查询 sends SelectSubject (no SubjectType), shows the tag and stores the form; clearing undoes all three', async () => {
    await openIn({ ProvinceId: 44, ProvinceName: '广东' });
    await waitFor(() => expect(screen.getByTestId('score-query-subject-物理').getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(screen.getByTestId('score-query-batch').querySelectorAll('option')).toHaveLength(3));
    select('score-query-batch', '2025-物理-1');
    fireEvent.change(screen.getByTestId('score-query-score'), { target: { value: '600' } });
    fireEvent.click(screen.getByTestId('score-query-button'));
    await screen.findByText('共找到 918 所院校');
    const sent = { ProvinceId: 44, Year: 2025, SelectSubject: '物理', BatchId: '2025-物理-1', Score: 600 };
    expect(lastList()).toEqual({ PageIndex: 1, PageSize: 10, SchoolHisotyScore: sent });
    expect(screen.getByTestId('score-query-tag-text').textContent).toBe('广东2025年录取分数低于600分');
    expect(getItem(StorageKeys.TempScoreInfo)).toEqual({ ...sent, ProvinceName: '广东', BatchName: '特控线' });

    fireEvent.click(screen.getByTestId('score-query-tag-remove'));
    await screen.findByText('共找到 2952 所院校');
    expect(lastList()).toEqual({ PageIndex: 1, PageSize: 10 });
    expect(screen.queryByTestId('score-query-tag')).toBeNull();
    expect(getItem(StorageKeys.TempScoreInfo)).toBeNull();
    expect(value('score-query-score')).toBe('');
    expect(value('score-query-province')).toBe('44');
  });

  it('old exam: SubjectType 1 by default, SelectSubject dropped', async () => {
    await openIn(null);
    select('score-query-province', '65');
    await waitFor(() => expect(screen.getByTestId('score-query-subject-1').getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(screen.getByTestId('score-query-subject-2'));
    fireEvent.change(screen.getByTestId('score-query-score'), { target: { value: '480' } });
    await waitFor(() => expect(screen.getByTestId('score-query-button').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('score-query-button'));
    await waitFor(() => expect(lastList()?.SchoolHisotyScore).toEqual({ ProvinceId: 65, Year: 2023, SubjectType: 2, Score: 480 }));
    expect(screen.getByTestId('score-query-tag-text').textContent).toBe('新疆2023年录取分数低于480分');
  });

  it('validation: the missing fields are named and the panel asks to be checked; nothing is queried', async () => {
    await openIn(null);
    fireEvent.click(screen.getByTestId('score-query-button'));
    expect(toasts()).toContain('请检查分数查询板块必填项');
    expect(screen.getByTestId('score-query-error-ProvinceId').textContent).toBe('请选择招生地区');
    expect(screen.getByTestId('score-query-error-Year').textContent).toBe('请选择查询年份');
    expect(screen.getByTestId('score-query-error-Score').textContent).toBe('请填写分数！');
    expect(bodies('College/GetCollegeList').some((b) => b.SchoolHisotyScore)).toBe(false);
  });

  it('上海: one track (subject blank), full mark 660 said and enforced', async () => {
    await openIn({ ProvinceId: 31, ProvinceName: '上海' });
    await screen.findByTestId('score-query-subject-none');
    expect(screen.getByTestId('score-query-max').textContent).toContain('上海高考满分为660分');
    fireEvent.change(screen.getByTestId('score-query-score'), { target: { value: '661' } });
    fireEvent.click(screen.getByTestId('score-query-button'));
    expect(toasts()).toContain('请输入有效的高考成绩！');
    expect(screen.getByTestId('score-query-error-Score').textContent).toBe('请输入有效的高考成绩！');
    fireEvent.change(screen.getByTestId('score-query-score'), { target: { value: '560' } });
    fireEvent.click(screen.getByTestId('score-query-button'));
    await waitFor(() => expect(lastList()?.SchoolHisotyScore).toEqual({ ProvinceId: 31, Year: 2025, Score: 560 }));
  });

  it('a province without results says so and disables the button; major-level-only results say that', async () => {
    await openIn({ ProvinceId: 54, ProvinceName: '西藏' });
    expect((await screen.findByTestId('score-query-note')).textContent).toBe('暂无该省录取数据');
    expect(screen.getByTestId('score-query-button').hasAttribute('disabled')).toBe(true);
    select('score-query-province', '33');
    await waitFor(() => expect(screen.getByTestId('score-query-note').textContent).toMatch(/^暂无该省院校（专业组）投档线/));
    expect(screen.getByTestId('score-query-button').hasAttribute('disabled')).toBe(true);
  });

  it('a stored query is applied on arrival and its form restored', async () => {
    setItem(StorageKeys.TempScoreInfo, { ProvinceId: 44, Year: 2024, SelectSubject: '历史', Score: 580, ProvinceName: '广东' });
    appStore.set(examProvinceAtom, { ProvinceId: 33, ProvinceName: '浙江', PinYinOne: 'Z' });
    renderAt('/university', [{ path: '/university', element: page(<UniversityPage />) }]);
    await screen.findByText('共找到 918 所院校');
    expect(bodies('College/GetCollegeList')[0]).toEqual({ PageIndex: 1, PageSize: 10, SchoolHisotyScore: { ProvinceId: 44, Year: 2024, SelectSubject: '历史', Score: 580 } });
    expect(screen.getByTestId('score-query-tag-text').textContent).toBe('广东2024年录取分数低于580分');
    await waitFor(() => expect(screen.getByTestId('score-query-subject-历史').getAttribute('aria-pressed')).toBe('true'));
    expect(value('score-query-year')).toBe('2024');
    expect(value('score-query-score')).toBe('580');
    await act(async () => {});
  });

  it('a signed-in student starts from the profile: province, track, subjects and score; changes stay on the page', async () => {
    appStore.set(webConfigAtom, { ParamList: [], ModuleList: [], HeadMenuList: [], BottomMenuList: [], ProvinceList: [{ ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G', ExamMode: '3+1+2' }] });
    appStore.set(studentAtom, { HasLoginName: true, NickName: '小明', Student: null,
      UserScore: { ExamProvinceId: 44, ExamProvinceName: '广东', ExamYear: 2026, SelectSubjects: ['物理', '化学', '生物'], Score: 600 } });
    await openIn({ ProvinceId: 33, ProvinceName: '浙江' });
    await waitFor(() => expect(value('score-query-province')).toBe('44'));
    await waitFor(() => expect(screen.getByTestId('score-query-subject-物理').getAttribute('aria-pressed')).toBe('true'));
    expect(value('score-query-year')).toBe('2025'); // the 2026 lines are not out: the newest year with lines
    expect(value('score-query-score')).toBe('600');
    expect(screen.getByTestId('score-query-subjects').textContent).toContain('物理+化学+生物');
    expect(screen.getByTestId('score-query-prefilled').textContent).toContain('2026年的投档线尚未公布，先与2025年的比较');
    await waitFor(() => expect(screen.getByTestId('score-query-button').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('score-query-button'));
    await screen.findByText('共找到 918 所院校');
    expect(lastList()?.SchoolHisotyScore).toEqual({ ProvinceId: 44, Year: 2025, SelectSubject: '物理', Score: 600, SelectSubjects: ['物理', '化学', '生物'] });
    expect(getItem<{ SelectSubjects: string[] }>(StorageKeys.TempScoreInfo)?.SelectSubjects).toEqual(['物理', '化学', '生物']);

    // 历史 is not among the subjects: they go; 不按选科 drops them too. The profile is never written.
    fireEvent.click(screen.getByTestId('score-query-subject-历史'));
    expect(screen.queryByTestId('score-query-subjects')).toBeNull();
    await waitFor(() => expect(last(bodies('Public/ProvinceBatchList'))).toMatchObject({ SelectSubject: '历史' }));
    fireEvent.click(screen.getByTestId('score-query-subject-物理'));
    await waitFor(() => expect(last(bodies('Public/ProvinceBatchList'))).toMatchObject({ SelectSubject: '物理' }));
    fireEvent.change(screen.getByTestId('score-query-score'), { target: { value: '580' } });
    await waitFor(() => expect(screen.getByTestId('score-query-button').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('score-query-button'));
    await waitFor(() => expect(lastList()?.SchoolHisotyScore).toEqual({ ProvinceId: 44, Year: 2025, SelectSubject: '物理', Score: 580 }));
    expect(calls.some((c) => c.path.startsWith('User/'))).toBe(false);
    expect(appStore.get(studentAtom)?.UserScore?.Score).toBe(600);
    await act(async () => {});
  });
});
