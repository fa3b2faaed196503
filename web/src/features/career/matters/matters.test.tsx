import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CAREER_MATTERS_PATHS } from '@/app/routes/paths';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { studentAtom } from '@/lib/session';
import { examProvinceAtom, webConfigAtom } from '@/lib/site-config';
import { mockApi, ok } from '@/features/admission/test/mock-api';
import EntranceMattersPage from './EntranceMattersPage';
import { mattersRoutes } from './routes';

vi.setConfig({ testTimeout: 20_000 });

const PROVINCES = [
  { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G', ExamMode: '3+1+2', FirstNewExam: 2021 },
  { ProvinceId: 54, ProvinceName: '西藏', PinYinOne: 'X', ExamMode: 'traditional' },
];
const CONFIG = { ParamList: [], ModuleList: [], HeadMenuList: [], BottomMenuList: [], WishYear: 2026, ProvinceList: PROVINCES };
const student = (ExamYear: number) => ({ HasLoginName: true, NickName: '小明', Student: null, UserScore: { ExamProvinceId: 44, ExamProvinceName: '广东', ExamYear, SelectSubjects: ['物理', '化学', '生物'], Score: 0 } });
const GD_RULE = { FillingUnit: '院校专业组', ListLength: '45', Batches: ['本科批', '专科批'], AdjustWithinUnit: 'yes', Source: '广东省教育考试院 2025 年投档表', Note: '' };
const newExam = (b: Record<string, unknown>) =>
  b.ProvinceId === 44
    ? ok({ IsNewExam: true, ExamMode: '3+1+2', RuleList: [{ SelectSubject: '物理', Name: '物理类' }, { SelectSubject: '历史', Name: '历史类' }], ...(b.Year === 2025 ? { Filling: GD_RULE } : {}) })
    : ok({ IsNewExam: false, ExamMode: 'traditional', RuleList: [{ SubjectType: 1, Name: '文科' }, { SubjectType: 2, Name: '理科' }], Filling: { FillingUnit: '院校', ListLength: '未核实', Batches: [], AdjustWithinUnit: '未核实', Source: '', Note: '' } });

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  appStore.set(webConfigAtom, CONFIG as never);
  api = mockApi({
    'Public/ProvinceIsFinalScore': (b) => ok({ IsFinalScore: b.ProvinceId === 44, Year: 2025 }),
    'Public/ProvinceIsNewExam': newExam,
    'Career/UpgradeNewsList': () => ok({ List: [{ Id: 'rise-paths-overview', NewsTitle: '升学路径总览' }], Total: 1, PageIndex: 1, PageSize: 5 }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  appStore.set(studentAtom, null);
  appStore.set(webConfigAtom, null);
  appStore.set(examProvinceAtom, null);
});

const open = () => renderAt('/careerManagement/entrancematters', [{ path: '/careerManagement/entrancematters', element: page(<EntranceMattersPage />) }]);
const text = (id: string) => screen.getByTestId(id).textContent;

describe('/careerManagement/entrancematters', () => {
  it('is registered as the one 升学事项 route', () => {
    expect(mattersRoutes.map((r) => r.path)).toEqual(CAREER_MATTERS_PATHS);
  });

  it('shows the student’s province: mode, the newest year’s rule with its source, the rank table and the steps with 选科', async () => {
    appStore.set(studentAtom, student(2025) as never);
    open();
    await screen.findByTestId('matters-rule');
    expect(text('matters-mode')).toBe('广东 2025 年：3+1+2 新高考（语数外 + 物理或历史 + 再选2门），科类：物理类、历史类');
    expect(text('matters-unit')).toBe('院校专业组');
    expect(text('matters-length')).toBe('45 个');
    expect(text('matters-batches')).toBe('本科批、专科批');
    expect(text('matters-adjust')).toBe('可以服从专业调剂（在所填志愿单位内调剂）');
    expect(text('matters-source')).toBe('来源：广东省教育考试院 2025 年投档表');
    expect(text('matters-rank-table')).toBe('2025 年一分一段表已收录，查位次。');
    expect(screen.queryByTestId('matters-own-year')).toBeNull();
    const steps = screen.getAllByTestId('matters-step').map((s) => s.querySelector('h3')?.textContent);
    expect(steps[0]).toBe('选科');
    expect(screen.getByRole('link', { name: '位次查询' }).getAttribute('href')).toBe('/query-rank?province=44');
    expect((await screen.findByTestId('matters-news')).textContent).toBe('升学路径总览');
  });

  it('a newest rule not verified yet is shown with the verified one of the year before', async () => {
    api = mockApi({
      'Public/ProvinceIsFinalScore': () => ok({ IsFinalScore: true, Year: 2026 }),
      'Public/ProvinceIsNewExam': (b) =>
        b.Year === 2026
          ? ok({ IsNewExam: true, ExamMode: '3+1+2', RuleList: [], Filling: { ...GD_RULE, FillingUnit: '未核实', ListLength: '未核实', Note: '2026年投档结果尚未发布' } })
          : newExam(b),
      'Career/UpgradeNewsList': () => ok({ List: [], Total: 0, PageIndex: 1, PageSize: 5 }),
    });
    appStore.set(studentAtom, student(2026) as never);
    open();
    const earlier = await screen.findByTestId('matters-earlier');
    expect(earlier.querySelector('h3')?.textContent).toBe('2025 年志愿填报规则（已核实，供参考）');
    expect(screen.getAllByTestId('matters-unit').map((u) => u.textContent)).toEqual(['未核实', '院校专业组']);
    expect(screen.getAllByTestId('matters-source')[0].textContent).toContain('说明：2026年投档结果尚未发布');
  });

  it('a student of a later year is told the rule shown is the newest year’s, with the mode of their own year', async () => {
    appStore.set(studentAtom, student(2028) as never);
    open();
    expect((await screen.findByTestId('matters-own-year')).textContent).toBe(
      '你的高考年份是 2028 年：3+1+2 新高考（语数外 + 物理或历史 + 再选2门）。下面是 2025 年的规则，2028 年的规则以省级教育考试院届时公布的为准。',
    );
    expect(api.bodies('Public/ProvinceIsNewExam')).toEqual(expect.arrayContaining([{ ProvinceId: 44, Year: 2025 }, { ProvinceId: 44, Year: 2028 }]));
  });

  it('a visitor without a province is asked for one; another province shows its own unverified values and no 选科 step', async () => {
    open();
    await screen.findByTestId('matters-no-province');
    expect(api.bodies('Public/ProvinceIsFinalScore')).toEqual([]);
    fireEvent.change(screen.getByTestId('matters-province'), { target: { value: '54' } });
    await screen.findByTestId('matters-rule');
    expect(text('matters-mode')).toBe('西藏 2025 年：传统高考（文科 / 理科），科类：文科、理科');
    expect(text('matters-length')).toBe('未核实');
    expect(text('matters-batches')).toBe('未核实');
    expect(text('matters-adjust')).toBe('未核实');
    expect(text('matters-source')).toBe('来源：未核实');
    expect(text('matters-rank-table')).toBe('2025 年一分一段表本站尚未收录（各省一般在成绩公布后发布）。');
    await waitFor(() => expect(screen.getAllByTestId('matters-step').map((s) => s.querySelector('h3')?.textContent)).not.toContain('选科'));
  });

  it('the header’s province is used for a visitor, and a year without a rule says so', async () => {
    appStore.set(examProvinceAtom, PROVINCES[0] as never);
    api = mockApi({
      'Public/ProvinceIsFinalScore': () => ok({ IsFinalScore: false, Year: 2027 }),
      'Public/ProvinceIsNewExam': newExam,
      'Career/UpgradeNewsList': () => ok({ List: [], Total: 0, PageIndex: 1, PageSize: 5 }),
    });
    open();
    expect((await screen.findByTestId('matters-no-rule')).textContent).toBe('暂无2027年的志愿填报规则数据，请以省级教育考试院公布的为准。');
    expect(text('matters-mode')).toContain('广东 2027 年');
  });
});
