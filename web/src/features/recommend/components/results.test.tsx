import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { toastsAtom } from '@/lib/notify';
import { studentAtom } from '@/lib/session';
import { webConfigAtom } from '@/lib/site-config';
import { mockApi, ok, type Answer } from '@/features/admission/test/mock-api';
import { GD_QUERY, ITEM, list, NO_PROBABILITY, PROVINCES, RULES, SINO_FOREIGN, STAT } from '../test/fixtures';
import type { RecommendItem } from '../types';
import RecommendIndexPage from './RecommendIndexPage';

vi.setConfig({ testTimeout: 20_000 });

let statAnswer: Answer;
let ordinary: RecommendItem;
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  appStore.set(toastsAtom, []);
  statAnswer = ok(STAT);
  ordinary = ITEM;
  api = mockApi({
    'Public/ProvinceList': () => ok(PROVINCES),
    'Public/LineRankYears': () => ok([2026, 2025].map((Year) => ({ Year, Tracks: [], IsNewExam: true }))),
    'Public/ProvinceIsNewExam': (b) => ok(RULES[Number(b.ProvinceId)]),
    'Recommend/GetRecommendStat': () => statAnswer,
    'Recommend/GetRecommendCollegeList': (b) => ok(list(b.Label === '无' ? [NO_PROBABILITY] : b.Special ? [SINO_FOREIGN] : [ordinary], b)),
    'Recommend/GetRecommendMajorAndCollegeList': (b) => ok(list([{ ...ITEM, Level: 'major', MajorName: '石油工程', UnitKey: 'major|x' }], b)),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.set(studentAtom, null);
});

const open = (search = GD_QUERY) => renderAt(`/recommend-index?${search}`, [{ path: '/recommend-index', element: page(<RecommendIndexPage />) }]);
const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');
const lastList = (path = 'Recommend/GetRecommendCollegeList') => api.bodies(path).pop();

describe('/recommend-index', () => {
  it('opened without a query by a student whose profile is complete, asks their own, says so, and leaves the profile alone', async () => {
    appStore.set(webConfigAtom, { ParamList: [], ModuleList: [], HeadMenuList: [], BottomMenuList: [], ProvinceList: [{ ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G', ExamMode: '3+1+2' }] });
    appStore.set(studentAtom, { HasLoginName: true, NickName: '小明', Student: null,
      UserScore: { ExamProvinceId: 44, ExamProvinceName: '广东', ExamYear: 2026, SelectSubjects: ['物理', '化学', '生物'], Score: 600 } });
    renderAt('/recommend-index', [{ path: '/recommend-index', element: page(<RecommendIndexPage />) }]);
    await screen.findByTestId('rec-row');
    expect(location()).toBe('/recommend-index?province=44&year=2026&track=物理&subj=物理,化学,生物&score=600');
    expect(screen.getByTestId('rec-prefilled').textContent).toContain('已按你的高考信息填写');
    expect(screen.queryByTestId('rec-no-query')).toBeNull();
    expect(lastList()).toMatchObject({ ProvinceId: 44, Year: 2026, SelectSubject: '物理', SelectSubjects: ['物理', '化学', '生物'], Score: 600 });
    expect(api.calls.some((c) => c.path.startsWith('User/'))).toBe(false);
  });

  it('opened without a query by a visitor, asks for the conditions', async () => {
    renderAt('/recommend-index', [{ path: '/recommend-index', element: page(<RecommendIndexPage />) }]);
    expect((await screen.findByTestId('rec-no-query')).textContent).toContain('还没有填写推荐条件');
  });

  it('states the candidate, the bands and the backtest; the tabs count; a 稳 row has its probability, cut-off and evidence', async () => {
    open();
    const row = await screen.findByTestId('rec-row');
    expect(screen.getByTestId('rec-candidate-line').textContent).toBe('你的位次：30,891（广东 2026 物理类，分数 600分）');
    expect(screen.queryByTestId('rec-candidate-basis')).toBeNull();
    expect(screen.getByTestId('rec-bands').textContent).toBe('冲：录取概率低于40%；稳：40%–90%；保：90%及以上');
    expect(screen.getByTestId('rec-backtest').textContent).toContain('去年回测（2025年）：标为“保”的志愿有 96.4% 被录取');
    expect(screen.getByTestId('rec-method-explainer').textContent).toContain('近年权重更高');
    expect(['冲', '稳', '保', 'all', '无'].map((t) => screen.getByTestId(`rec-count-${t}`).textContent)).toEqual(['613', '199', '4670', '5482', '0']);
    expect(screen.getByTestId('rec-tab-稳').getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    expect(lastList()).toEqual({ ProvinceId: 44, Year: 2026, SelectSubject: '物理', SelectSubjects: ['物理', '化学', '生物'], Score: 600, Level: 'group', Label: '稳', PageIndex: 1, PageSize: 10 });
    const r = within(row);
    expect(r.getByTestId('rec-row-school').getAttribute('href')).toBe('/university-detail?id=11414');
    expect(r.getByTestId('rec-row-unit').textContent).toBe('202组');
    expect(r.getByTestId('rec-row-requirement').textContent).toBe('首选物理，再选化学');
    expect(r.getByTestId('rec-row-plan').textContent).toBe('27人');
    expect(r.queryByTestId('rec-row-flag')).toBeNull();
    expect(r.queryByTestId('rec-row-special-note')).toBeNull();
    expect(r.getByTestId('rec-row-tuition').textContent).toBe('5,500元/年');
    expect(r.getByTestId('rec-probability').textContent).toBe('稳63.5%');
    expect(r.getByTestId('rec-probability').className).toContain('zy-rec-label-steady');
    expect(r.getByTestId('rec-predicted').textContent).toContain('29,405（约601分）');
    expect(r.getByTestId('rec-predicted-interval').textContent).toBe('80%区间 22,606–40,115');
    expect(r.getByTestId('rec-row-widened').textContent).toBe('依据较少：仅1年数据（区间放宽×1.3）');
    expect((r.getByTestId('rec-row-add') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('rec-excluded').textContent).toContain('92 个志愿的选科要求与你的选科不符');
    expect(screen.getByTestId('rec-sources').textContent).toContain('广东省2025年本科批次普通类投档情况');

    fireEvent.click(r.getByTestId('rec-row-evidence'));
    const rows = within(r.getByTestId('rec-evidence')).getAllByTestId('rec-evidence-row');
    expect(rows.map((x) => x.textContent)).toEqual([
      expect.stringMatching(/^2025年606分22,486公布位次22,137610分27人广东省教育考试院 · 2025年/),
      expect.stringMatching(/^2024年564分53,991换算位次51,884579分32人来源编号 gd-2024/),
    ]);
    expect(r.getByTestId('rec-row-evidence').getAttribute('aria-expanded')).toBe('true');
  });

  it('a 2027 candidate ranked through the 2026 table: the line is tagged 按2026年表换算 and the note follows', async () => {
    const note = '2027年一分一段表尚未公布，分数按2026年一分一段表换算位次（代用位次，概率已按分数上下浮动放宽）。';
    statAnswer = ok({ ...STAT, Candidate: { ...STAT.Candidate, Year: 2027, TableYear: 2026, Predicted: true, Note: note } });
    open();
    await screen.findByTestId('rec-row');
    expect(screen.getByTestId('rec-candidate-line').textContent).toBe('你的位次：30,891（广东 2027 物理类，预估分 600分）');
    const tag = screen.getByTestId('rec-candidate-basis');
    expect(tag.textContent).toBe('按2026年表换算');
    expect(tag.getAttribute('title')).toBe('2027年一分一段表尚未公布，位次按2026年一分一段表换算');
    expect(screen.getByTestId('rec-candidate-note').textContent).toBe(note);
  });

  it('the tabs, the level switch, the special paths and the pager ask anew, in the URL', async () => {
    open();
    await screen.findByTestId('rec-row');
    fireEvent.click(screen.getByTestId('rec-tab-保'));
    await waitFor(() => expect(lastList()).toMatchObject({ Label: '保', PageIndex: 1 }));
    expect(location()).toBe(`/recommend-index?${GD_QUERY}&tab=保`);
    fireEvent.click(screen.getByTestId('rec-tab-all'));
    await waitFor(() => expect(lastList()).toMatchObject({ Label: '' }));
    fireEvent.click(screen.getByTestId('rec-special'));
    await waitFor(() => expect(lastList()).toMatchObject({ Special: true }));
    expect(screen.getByTestId('rec-special-note').textContent).toContain('不与普通志愿混排');
    fireEvent.click(await screen.findByText('3'));
    await waitFor(() => expect(lastList()).toMatchObject({ PageIndex: 3 }));
    fireEvent.click(screen.getByTestId('rec-level-major'));
    await waitFor(() => expect(lastList('Recommend/GetRecommendMajorAndCollegeList')).toMatchObject({ Level: 'major', PageIndex: 1, Special: true }));
    expect(within(await screen.findByTestId('rec-row')).getByTestId('rec-row-unit').textContent).toBe('石油工程（202组）');
    expect(api.bodies('Recommend/GetRecommendStat').pop()).toMatchObject({ Level: 'major', Special: true });
  });

  it('a special unit the plan names shows its flags, why it is special, its fee and a requirement that is never a bare 不限', async () => {
    open(`${GD_QUERY}&special=1`);
    const r = within(await screen.findByTestId('rec-row'));
    expect(lastList()).toMatchObject({ Special: true });
    expect(r.getAllByTestId('rec-row-flag').map((f) => [f.textContent, f.className])).toEqual([
      ['中外合作', 'zy-rec-tag zy-rec-tag-special'],
      ['高收费', 'zy-rec-tag zy-rec-tag-cost'],
    ]);
    expect(r.getByTestId('rec-row-special-note').textContent).toBe('2026年招生计划学费75000元/年，远高于该校其他专业（5000元/年起），按中外合作办学处理');
    expect(r.getByTestId('rec-row-tuition').textContent).toBe('75,000元/年');
    expect(r.getByTestId('rec-row-requirement').textContent).toBe('首选物理，再选不限');
  });

  it('an ordinary card of a group whose fees differ shows the range and 高收费, not a special path', async () => {
    ordinary = { ...ITEM, Flags: ['含中外合作专业', '高收费'], TuitionLow: 5500, Tuition: 68000 };
    open();
    const r = within(await screen.findByTestId('rec-row'));
    expect(r.getAllByTestId('rec-row-flag').map((f) => f.textContent)).toEqual(['含中外合作专业', '高收费']);
    expect(r.getByTestId('rec-row-tuition').textContent).toBe('5,500–68,000元/年');
  });

  it('a unit without a probability says why, and the requirement that is not published', async () => {
    open(`${GD_QUERY}&tab=无`);
    const row = await screen.findByTestId('rec-row');
    expect(within(row).getByTestId('rec-probability').textContent).toBe('无概率');
    expect(within(row).getByTestId('rec-row-requirement').textContent).toBe('未公布');
    fireEvent.click(within(row).getByTestId('rec-row-evidence'));
    expect(within(row).getByTestId('rec-reason').textContent).toBe('没有概率的原因：此前各年没有可用的录取位次');
    expect(within(row).getByTestId('rec-requirement-note').textContent).toBe('选科要求未公布：填报前请核对当年招生计划');
    expect(within(row).getByTestId('rec-history-note').textContent).toContain('往年数据仅供参考');
  });

  it('a province without data shows the server’s message; bad input its 400 message, with the form open', async () => {
    statAnswer = ok({ ...STAT, Levels: null, Counts: { 冲: 0, 稳: 0, 保: 0, 无: 0 }, Message: '暂无西藏的录取数据，无法给出录取概率' });
    open('province=54&year=2026&track=2&rank=3000');
    expect((await screen.findByTestId('rec-no-data')).textContent).toContain('暂无西藏的录取数据，无法给出录取概率');
    expect(api.bodies('Recommend/GetRecommendCollegeList')).toEqual([]);
    cleanup();
    statAnswer = { Code: 400, Data: null, Message: '请输入有效的高考成绩！' };
    open('province=44&year=2026&track=物理&score=900');
    expect((await screen.findByTestId('rec-error')).textContent).toBe('请输入有效的高考成绩！');
    expect(screen.getByTestId('rec-query-panel').hasAttribute('open')).toBe(true);
    expect(appStore.get(toastsAtom)).toEqual([]);
  });

  it('without a query it says where to ask one', async () => {
    renderAt('/recommend-index', [{ path: '/recommend-index', element: page(<RecommendIndexPage />) }]);
    expect(screen.getByTestId('rec-start-link').getAttribute('href')).toBe('/recommend-start');
    expect(api.calls.filter((c) => c.path.startsWith('Recommend/'))).toEqual([]);
  });
});
