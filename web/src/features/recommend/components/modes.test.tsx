import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { mockApi, ok } from '@/features/admission/test/mock-api';
import { GD_QUERY, ITEM, list, PROVINCES, RULES, STAT } from '../test/fixtures';
import ChooseWishPage from './ChooseWishPage';
import NewExamPage from './NewExamPage';
import StatisticsPage from './StatisticsPage';

vi.setConfig({ testTimeout: 20_000 });

// Chart.js needs a canvas, which jsdom lacks: the mocks show the rows they were given (the configuration has its own tests).
vi.mock('react-chartjs-2', () => ({
  Bar: ({ data, ...rest }: { data: { labels: string[] }; 'aria-label': string }) => <div data-testid="bar" data-labels={data.labels.join(',')} aria-label={rest['aria-label']} />,
  Doughnut: ({ data }: { data: { labels: string[] } }) => <div data-testid="doughnut" data-labels={data.labels.join(',')} />,
}));

const MAJORS = {
  Unit: ITEM, Year: 2026, Message: '',
  Majors: [
    { MajorName: '石油工程', Plan: 2, Requirement: '化学', Tuition: 5500, Probability: 3.6, Label: '冲', Reason: '' },
    { MajorName: '机械类', Plan: 2, Requirement: '化学', Tuition: 5200, Probability: null, Label: '', Reason: '该省只公布到院校专业组' },
  ],
};
let stat = STAT;
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  stat = STAT;
  api = mockApi({
    'Public/ProvinceList': () => ok(PROVINCES),
    'Public/LineRankYears': () => ok([{ Year: 2026, Tracks: [], IsNewExam: true }]),
    'Public/ProvinceIsNewExam': (b) => ok(RULES[Number(b.ProvinceId)]),
    'Recommend/GetRecommendStat': (b) => ok({ ...stat, Level: b.Level ?? stat.Level }),
    'Recommend/GetRecommendCollegeList': (b) => ok(list([ITEM], b)),
    'Recommend/GetRecommendMajorAndCollegeList': (b) => ok(list([{ ...ITEM, Level: 'major', MajorName: '石油工程', UnitKey: 'major|x' }], b)),
    'Recommend/GetRecommendMajorList': (b) => ok(b.UnitKey === ITEM.UnitKey ? MAJORS : { ...MAJORS, Majors: [], Message: '暂无该专业组2026年的招生计划' }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/new-exam and /choose-wish', () => {
  it('/new-exam lists groups; a group opens into its majors, each with its probability', async () => {
    renderAt(`/new-exam?${GD_QUERY}`, [{ path: '/new-exam', element: page(<NewExamPage />) }]);
    const row = await screen.findByTestId('rec-row');
    expect(api.bodies('Recommend/GetRecommendStat')[0]).toMatchObject({ Level: 'group' });
    expect(api.bodies('Recommend/GetRecommendCollegeList')[0]).toMatchObject({ Level: 'group', Label: '稳' });
    expect(screen.queryByTestId('rec-levels')).toBeNull();
    fireEvent.click(within(row).getByTestId('rec-row-majors'));
    await within(row).findAllByTestId('rec-group-major');
    expect(api.bodies('Recommend/GetRecommendMajorList')).toEqual([{ ProvinceId: 44, Year: 2026, SelectSubject: '物理', SelectSubjects: ['物理', '化学', '生物'], Score: 600, Level: 'group', UnitKey: ITEM.UnitKey }]);
    expect(within(row).getAllByTestId('rec-group-major-name').map((e) => e.textContent)).toEqual(['石油工程', '机械类']);
    expect(within(row).getAllByTestId('rec-group-major-probability').map((e) => e.textContent)).toEqual(['冲3.6%', '无概率']);
  });

  it('/choose-wish lists 专业+院校; a province without that mode says which it has', async () => {
    renderAt(`/choose-wish?${GD_QUERY}`, [{ path: '/choose-wish', element: page(<ChooseWishPage />) }]);
    await screen.findByTestId('rec-row');
    expect(api.bodies('Recommend/GetRecommendMajorAndCollegeList')[0]).toMatchObject({ Level: 'major' });
    expect(screen.getByTestId('rec-row-unit').textContent).toBe('石油工程（202组）');
    cleanup();
    stat = { ...STAT, Levels: [{ Level: 'group', LevelName: '院校专业组', Units: 6531 }] };
    renderAt(`/choose-wish?${GD_QUERY}`, [{ path: '/choose-wish', element: page(<ChooseWishPage />) }]);
    expect((await screen.findByTestId('rec-wrong-level')).textContent).toContain('广东物理类没有按“专业+院校”的录取数据');
    expect(screen.getByTestId('rec-wrong-level-group').getAttribute('href')).toContain('/new-exam?province=44');
  });
});

describe('/statistics', () => {
  it('draws each spread with its table, from Stat of the same query', async () => {
    renderAt(`/statistics?${GD_QUERY}&tags=985`, [{ path: '/statistics', element: page(<StatisticsPage />) }]);
    await screen.findByTestId('rec-stats');
    expect(api.bodies('Recommend/GetRecommendStat')).toEqual([{ ProvinceId: 44, Year: 2026, SelectSubject: '物理', SelectSubjects: ['物理', '化学', '生物'], Score: 600, Tags: ['985'] }]);
    expect(screen.getByTestId('doughnut').getAttribute('data-labels')).toBe('冲,稳,保');
    expect(screen.getAllByTestId('bar').map((b) => b.getAttribute('data-labels'))).toEqual(['广东,北京', '综合', '公办,民办', '5000元以下,未公布']);
    expect(screen.getAllByTestId('bar')[0].getAttribute('aria-label')).toBe('按院校所在地区（前10）：广东752个（冲86、稳23、保643）；北京230个（冲129、稳36、保65）');
    const overall = within(screen.getByTestId('rec-stat-overall-table')).getAllByTestId('rec-stat-overall-table-row');
    expect(overall.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([['全部', '613', '199', '4670', '0', '5482']]);
    const nature = within(screen.getByTestId('rec-stat-nature-table')).getAllByTestId('rec-stat-nature-table-row');
    expect(nature[1].textContent).toBe('民办00114501145');
    expect(screen.getByTestId('rec-link-index').getAttribute('href')).toBe(`/recommend-index?${new URLSearchParams(`${GD_QUERY}&tags=985`).toString()}`);
    fireEvent.click(screen.getByTestId('rec-level-major'));
    await waitFor(() => expect(api.bodies('Recommend/GetRecommendStat').pop()).toMatchObject({ Level: 'major' }));
  });
});
