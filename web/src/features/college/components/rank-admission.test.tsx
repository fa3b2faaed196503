import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { examProvinceAtom, webConfigAtom } from '@/lib/site-config';
import { studentAtom } from '@/lib/session';
import RankPage from './RankPage';
import { readValueText } from './admission-rank';

// In the server's order: 录取位次 first (the default), then the majors count and the lists.
const CATEGORIES = [
  { ID: 'admission', Name: '录取位次（按招生省份与科类）', Description: '按投档位次从小到大排列。' },
  { ID: 'majors', Name: '开设专业数', Description: '按开设本科专业数排列。' },
  { ID: 'tags', Name: '985/211/双一流名单', Description: '按名单分层。' },
];
const PROVINCES = [
  [33, '浙江', '3+3_zhejiang'], [44, '广东', '3+1+2'], [54, '西藏', 'traditional'], [65, '新疆', 'traditional'],
].map(([ProvinceId, ProvinceName, ExamMode]) => ({ ProvinceId, ProvinceName, PinYinOne: '', ExamMode, FirstNewExamYear: 0, MaxScore: 750 }));
const YEARS: Record<number, number[]> = { 33: [2024], 44: [2024, 2025], 54: [], 65: [2024] };
const RULES: Record<string, unknown[]> = {
  '3+1+2': [{ SelectSubject: '物理', Name: '物理类' }, { SelectSubject: '历史', Name: '历史类' }],
  traditional: [{ SubjectType: 1, Name: '文科' }, { SubjectType: 2, Name: '理科' }],
  '3+3_zhejiang': [{ Name: '综合' }],
};
const college = (Id: string, CollegeName: string, Rank: number, ValueText: string) => ({
  Id, CollegeCode: Id, CollegeName, StrengthTags: '', FeatureTags: '', ProvinceId: 11, ProvinceName: '北京', CityName: '北京市',
  NatureName: '公办', CategoryName: '综合', EducationLevel: 1, EducationLevelStr: '本科', MajorCount: 0, Rank, Value: Rank, ValueText,
});
const ROWS = [college('10003', '清华大学', 1, '最低投档位次 97'), college('10001', '北京大学', 2, '最低投档位次 1339（换算）')];
const SOURCE = '广东2024年物理类，2所院校。来源：广东省教育考试院《广东省2024年本科批次普通类投档情况》';

// Five answers in a row reach the first rows (rankings, provinces, years, tracks, list): give a
// shared, loaded machine time.
configure({ asyncUtilTimeout: 5000 });
const SLOW = { timeout: 20_000 };

type Call = { path: string; body: Record<string, unknown> };
let calls: Call[] = [];
let rankAnswer: (body: Record<string, unknown>) => unknown;

function answer(c: Call): unknown {
  const b = c.body;
  switch (c.path) {
    case 'College/GetCollegeRankCategoryList': return CATEGORIES;
    case 'Data/GetCollegeQueryParameter': return { ProvinceList: [{ ID: 11, Name: '北京' }], CategoryList: [], NatureList: [], EducationLevelList: [], TagList: [] };
    case 'Public/ProvinceList': return PROVINCES;
    case 'AdmissionData/GetAdmissionMajorQueryParameters': return { Years: YEARS[Number(b.ProvinceId)], Tracks: [], Batches: [] };
    case 'Public/ProvinceIsNewExam': {
      const mode = PROVINCES.find((p) => p.ProvinceId === b.ProvinceId)!.ExamMode as string;
      return { IsNewExam: mode !== 'traditional', ExamMode: mode, RuleList: RULES[mode] };
    }
    case 'College/GetCollegeRankList': return rankAnswer(b);
    default: throw new Error(`unexpected ${c.path}`);
  }
}

beforeEach(() => {
  calls = [];
  appStore.set(examProvinceAtom, { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' });
  rankAnswer = (b) => (b.CategoryId === 'admission'
    ? { Total: 2, PageIndex: 1, PageSize: 10, List: ROWS, Description: '按投档位次从小到大排列。', Source: SOURCE }
    : { Total: 0, PageIndex: 1, PageSize: 10, List: [], Description: '', Source: '' });
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: { body: string }) => {
    const c = { path: String(url).replace('/api/', ''), body: JSON.parse(init.body) };
    calls.push(c);
    return new Response(JSON.stringify({ Code: 0, Data: answer(c), Message: '成功' }), { headers: { 'Content-Type': 'application/json' } });
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.set(examProvinceAtom, null);
  appStore.set(studentAtom, null);
  appStore.set(webConfigAtom, null);
});

const open = (path: string) => renderAt(path, [{ path: '/college-rank', element: page(<RankPage />) }]);
const rankCalls = () => calls.filter((c) => c.path === 'College/GetCollegeRankList').map((c) => c.body);
const lastRankCall = () => rankCalls()[rankCalls().length - 1];
const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');
const pickProvince = (id: number) => fireEvent.change(screen.getByTestId('rank-exam-province'), { target: { value: String(id) } });

describe('录取位次 ranking: the candidate\'s province, year and track', SLOW, () => {
  it('is the default: the site province, its newest year and first track, with its tab active and first', async () => {
    open('/college-rank');
    await screen.findByTestId('rank-row-10003');
    expect(rankCalls()).toEqual([{ CategoryId: 'admission', ExamProvinceId: 44, Year: 2025, SelectSubject: '物理', PageIndex: 1, PageSize: 10 }]);
    expect(within(screen.getByTestId('rank-tabs')).getAllByRole('button').map((b) => b.textContent)).toEqual(['录取位次（按招生省份与科类）', '开设专业数', '985/211/双一流名单']);
    expect(screen.getByTestId('rank-tab-admission').className).toContain('active');
    expect(location()).toBe('/college-rank');
  });

  it("a signed-in student's own track (历史) is the default, changeable, the profile untouched", async () => {
    appStore.set(webConfigAtom, { ParamList: [], ModuleList: [], HeadMenuList: [], BottomMenuList: [], ProvinceList: [{ ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G', ExamMode: '3+1+2' }] });
    appStore.set(studentAtom, { HasLoginName: true, NickName: '小明', Student: null,
      UserScore: { ExamProvinceId: 44, ExamProvinceName: '广东', ExamYear: 2025, SelectSubjects: ['历史', '政治', '地理'], Score: 580 } });
    open('/college-rank');
    await screen.findByTestId('rank-row-10003');
    expect(rankCalls()).toEqual([{ CategoryId: 'admission', ExamProvinceId: 44, Year: 2025, SelectSubject: '历史', PageIndex: 1, PageSize: 10 }]);
    expect(screen.getByTestId('rank-exam-track-历史').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('rank-exam-track-物理'));
    await waitFor(() => expect(lastRankCall()).toMatchObject({ SelectSubject: '物理' }));
    expect(calls.some((c) => c.path.startsWith('User/'))).toBe(false);
  });


  it('3+1+2: starts in the site province, newest year, 物理; 历史 and a year go by SelectSubject and into the URL', async () => {
    open('/college-rank?type=admission');
    await screen.findByTestId('rank-row-10003');
    expect(lastRankCall()).toEqual({ CategoryId: 'admission', ExamProvinceId: 44, Year: 2025, SelectSubject: '物理', PageIndex: 1, PageSize: 10 });
    expect((screen.getByTestId('rank-exam-province') as HTMLSelectElement).value).toBe('44');
    expect(screen.getByTestId('rank-exam-year-2025').getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByTestId('rank-exam-track')).getAllByRole('button').map((b) => b.textContent)).toEqual(['物理类', '历史类']);

    fireEvent.click(screen.getByTestId('rank-exam-track-历史'));
    await waitFor(() => expect(lastRankCall()).toEqual({ CategoryId: 'admission', ExamProvinceId: 44, Year: 2025, SelectSubject: '历史', PageIndex: 1, PageSize: 10 }));
    fireEvent.click(screen.getByTestId('rank-exam-year-2024'));
    await waitFor(() => expect(lastRankCall()).toMatchObject({ Year: 2024, SelectSubject: '历史' }));
    expect(location()).toBe('/college-rank?type=admission&exam=44&year=2024&track=历史');
  });

  it('old exam: 文科 / 理科 go by SubjectType; a link keeps the choice', async () => {
    open('/college-rank?type=admission&exam=65&track=2');
    await screen.findByTestId('rank-row-10003');
    expect(lastRankCall()).toEqual({ CategoryId: 'admission', ExamProvinceId: 65, Year: 2024, SubjectType: 2, PageIndex: 1, PageSize: 10 });
    fireEvent.click(screen.getByTestId('rank-exam-track-1'));
    await waitFor(() => expect(lastRankCall()).toEqual({ CategoryId: 'admission', ExamProvinceId: 65, Year: 2024, SubjectType: 1, PageIndex: 1, PageSize: 10 }));
    expect(screen.getByTestId('rank-exam-track-1').textContent).toBe('文科');
  });

  it('3+3: no track to choose and none sent; a new province starts at its newest year', async () => {
    open('/college-rank?type=admission&exam=44&year=2024&track=历史');
    await screen.findByTestId('rank-row-10003');
    pickProvince(33);
    await waitFor(() => expect(lastRankCall()).toEqual({ CategoryId: 'admission', ExamProvinceId: 33, Year: 2024, PageIndex: 1, PageSize: 10 }));
    expect(screen.queryByTestId('rank-exam-track')).toBeNull();
    expect(location()).toBe('/college-rank?type=admission&exam=33');
  });

  it('a province without admission results says so and asks nothing', async () => {
    open('/college-rank?type=admission&exam=54');
    expect((await screen.findByTestId('rank-admission-no-years')).textContent).toContain('暂无该省录取数据');
    expect(screen.getByTestId('rank-admission-no-years').textContent).toContain('西藏');
    expect(rankCalls()).toEqual([]);
    expect(screen.queryByTestId('rank-exam-year')).toBeNull();
  });

  it('without a site province it asks for one', async () => {
    appStore.set(examProvinceAtom, null);
    open('/college-rank?type=admission');
    expect((await screen.findByTestId('rank-admission-no-province')).textContent).toContain('请选择招生省份');
    expect(rankCalls()).toEqual([]);
    pickProvince(44);
    await screen.findByTestId('rank-row-10003');
    expect(lastRankCall()).toMatchObject({ ExamProvinceId: 44, Year: 2025, SelectSubject: '物理' });
  });

  it('an empty answer shows its Source as the reason', async () => {
    rankAnswer = () => ({ Total: 0, PageIndex: 1, PageSize: 10, List: [], Description: 'd', Source: '暂无广东2025年物理类带位次的院校投档线' });
    open('/college-rank?type=admission');
    expect((await screen.findByTestId('rank-empty')).textContent).toContain('暂无广东2025年物理类带位次的院校投档线');
    expect(screen.queryByTestId('rank-source')).toBeNull();
    expect(screen.queryByTestId('rank-table')).toBeNull();
  });
});

describe('录取位次 rows: the description, the source and converted ranks', SLOW, () => {
  it('shows the Description and Source, and labels a converted rank 换算 with its tooltip', async () => {
    open('/college-rank?type=admission');
    await screen.findByTestId('rank-row-10001');
    expect(screen.getByTestId('rank-description').textContent).toContain('按投档位次从小到大排列。');
    expect(screen.getByTestId('rank-source').textContent).toBe(`排名依据：${SOURCE}`);
    const official = within(screen.getByTestId('rank-row-10003')).getByTestId('rank-value');
    expect(official.textContent).toBe('最低投档位次 97');
    expect(within(official).queryByTestId('rank-converted')).toBeNull();
    const converted = within(screen.getByTestId('rank-row-10001')).getByTestId('rank-value');
    expect(converted.querySelector('em')?.textContent).toBe('最低投档位次 1339');
    expect(within(converted).getByTestId('rank-converted').textContent).toBe('换算');
    expect(converted.querySelector('[data-tooltip]')?.getAttribute('data-tooltip')).toBe('由本站按当年一分一段表换算');
    expect(converted.textContent).not.toContain('（换算）');
    expect(screen.getByTestId('rank-converted-note').textContent).toContain('换算');
  });

  it('reads the （换算） mark off a ValueText', () => {
    expect(readValueText('最低投档位次 1234（换算）')).toEqual({ text: '最低投档位次 1234', converted: true });
    expect(readValueText('最低投档位次 1234')).toEqual({ text: '最低投档位次 1234', converted: false });
    expect(readValueText('')).toEqual({ text: '', converted: false });
  });

  it('the other rankings ask as before and load nothing of the admission data', async () => {
    rankAnswer = () => ({ Total: 1, PageIndex: 1, PageSize: 10, List: [college('10001', '北京大学', 1, '114 个本科专业')], Description: '按开设本科专业数排列。', Source: '阳光高考' });
    open('/college-rank?type=majors&exam=44&year=2024');
    await screen.findByTestId('rank-row-10001');
    expect(rankCalls()).toEqual([{ CategoryId: 'majors', PageIndex: 1, PageSize: 10 }]);
    expect(screen.getByTestId('rank-source').textContent).toBe('数据来源：阳光高考');
    expect(screen.queryByTestId('rank-admission-pickers')).toBeNull();
    fireEvent.click(screen.getByTestId('rank-tab-tags'));
    await waitFor(() => expect(lastRankCall()).toEqual({ CategoryId: 'tags', PageIndex: 1, PageSize: 10 }));
    expect(location()).toBe('/college-rank?type=tags');
    expect(calls.some((c) => c.path.startsWith('AdmissionData/') || c.path.startsWith('Public/'))).toBe(false);
  });
});
