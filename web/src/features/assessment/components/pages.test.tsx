import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { fakeApi, ok } from '@/features/major/test/fake-api';
import { clearLogin, saveLoginData } from '@/lib/session';
import TestListPage from '@/features/personal/components/TestListPage';
import { HOLLAND_RESULT, LIST, QUESTIONS, STATS, SUPPRESSED, TYPE16_RESULT } from '../test/fixtures';
import ResultPage from './ResultPage';
import StatsPage from './StatsPage';
import TestHubPage from './TestHubPage';
import TestIntroPage from './TestIntroPage';

// Chart.js needs a canvas, which jsdom lacks: the mocks show what they were given (the data has its own tests).
vi.mock('react-chartjs-2', () => ({
  Radar: ({ data }: { data: { labels: string[] } }) => <div data-testid="radar" data-labels={data.labels.join(',')} />,
  Bar: ({ data }: { data: { labels: string[]; datasets: { data: number[] }[] } }) => <div data-testid="bar" data-labels={data.labels.join(',')} data-values={data.datasets[0].data.join(',')} />,
}));

const routes = [
  { path: '/holland-result', element: page(<ResultPage bank="holland" />) },
  { path: '/MBTI-result', element: page(<ResultPage bank="type16" />) },
  { path: '/test-stats', element: page(<StatsPage />) },
  { path: '/test-list', element: page(<TestListPage />) },
  { path: '/test', element: page(<TestHubPage />) },
  { path: '/holland-test', element: page(<TestIntroPage bank="holland" />) },
  { path: '*', element: page(<div />) },
];
const login = { Token: 'tok', UserId: 7, NickName: 'n', UserType: 0, RightsList: [], UserProductList: [] };
const text = (id: string) => screen.getByTestId(id).textContent;

beforeEach(() => saveLoginData(login));
afterEach(() => {
  vi.unstubAllGlobals();
  clearLogin();
});

describe('a result', () => {
  it('shows the code, the radar, each scale with its percentile, the letters and the suggestions; opening one is recorded', async () => {
    const calls = fakeApi({ 'User/TestHollandInfo': (b) => (b.SubmissionId === 'sub-1' ? ok(HOLLAND_RESULT) : { Code: 404, Data: null, Message: '测评结果不存在或不属于你' }), 'Assessment/OpenSuggestion': () => ok({}) });
    const { router } = renderAt('/holland-result?id=sub-1', routes);
    expect((await screen.findByTestId('test-result-code')).textContent).toBe('RIA');
    expect(text('test-result-title')).toBe('你的兴趣代码：RIA');
    expect(screen.getByTestId('radar').dataset.labels).toBe('现实型（R）,研究型（I）');
    const rows = screen.getAllByTestId('test-result-scale');
    expect(rows[0].textContent).toBe('现实型（R）46（10–50 分）较高88.5');
    expect(rows[1].textContent).toContain('—');
    expect(text('test-result-norms')).toBe('百分位：与广东考生比较');
    expect(screen.getByTestId('test-result-oldbank')).toBeTruthy();
    expect(text('test-result-rule')).toContain('按兴趣剖面推荐');
    const major = within(screen.getByTestId('test-suggestion-major')).getByTestId('test-suggestion-link');
    expect(major.getAttribute('href')).toBe('/specialty-detail?id=080201');
    expect(within(screen.getByTestId('test-suggestion-profession')).getByTestId('test-suggestion-link').getAttribute('href')).toBe('/profession-detail?ID=17-2141.00');
    fireEvent.click(major);
    await waitFor(() => expect(router.state.location.search).toBe('?id=080201'));
    await waitFor(() => expect(calls).toContainEqual(['Assessment/OpenSuggestion', { SubmissionId: 'sub-1', Kind: 'major', Code: '080201' }]));
  });

  it('draws the 16-type axes with both letters and clarity, and the norms note without percentiles', async () => {
    fakeApi({ 'User/TestMBTIInfo': () => ok(TYPE16_RESULT) });
    renderAt('/MBTI-result', routes);
    const axes = await screen.findAllByTestId('test-result-axis');
    expect(axes[0].textContent).toBe('精力来源（清晰度 40）外向（E）内向（I）');
    expect(axes[0].querySelector('.chosen')?.textContent).toBe('内向（I）');
    expect(within(screen.getByTestId('test-result-scales')).queryByText(/百分位/)).toBeNull();
    expect(text('test-result-norms')).toContain('满 100 人后显示百分位');
  });

  it('says a result that is not the student’s does not exist', async () => {
    fakeApi({ 'User/TestHollandInfo': () => ({ Code: 404, Data: null, Message: '测评结果不存在或不属于你' }) });
    renderAt('/holland-result?id=other', routes);
    expect((await screen.findByTestId('test-result-missing')).textContent).toContain('测评结果不存在或不属于你');
  });
});

describe('大家的测评', () => {
  it('shows the published numbers and asks again on a filter', async () => {
    const calls = fakeApi({ 'Assessment/Stats': (b) => ok(b.Sex === 2 ? SUPPRESSED : STATS) });
    renderAt('/test-stats', routes);
    expect((await screen.findByTestId('test-stats-people')).textContent).toBe('参与人数：1,523 人');
    const bars = within(screen.getByTestId('test-stats-codes')).getByTestId('bar');
    expect(bars.dataset.labels).toBe('RIA,其他（合并）（87 类）');
    expect(bars.dataset.values).toBe('120,410');
    expect(text('test-stats-scale')).toContain('平均分 29.4');
    expect(text('test-stats-provinces')).toContain('广东700 人');
    expect(text('test-stats-note')).toContain('每人只计最近一次');
    fireEvent.change(screen.getByTestId('test-stats-sex'), { target: { value: '2' } });
    expect((await screen.findByTestId('test-stats-suppressed')).textContent).toBe('人数不足 10 人，不予显示。');
    expect(calls.map(([, b]) => b)).toEqual([{ Bank: 'holland' }, { Bank: 'holland', Sex: 2 }]);
  });
});

describe('the hub, an intro and my assessments', () => {
  it('lists each test with its count and minutes, and the latest result of the student', async () => {
    fakeApi({ 'Career/HollandQuestionList': () => ok(QUESTIONS), 'User/TestList': () => ok(LIST) });
    renderAt('/test', routes);
    const card = await screen.findByTestId('test-card');
    expect(within(card).getByTestId('test-card-meta').textContent).toBe('3 题 · 约 10 分钟');
    expect((await within(card).findByTestId('test-card-last')).getAttribute('href')).toBe('/holland-result?id=sub-1');
    expect(screen.getAllByTestId('test-card')).toHaveLength(1); // the other lists failed: not advertised
  });

  it('lets a visitor read an intro, with the way to log in', async () => {
    clearLogin();
    fakeApi({ 'Career/HollandQuestionList': () => ok(QUESTIONS) });
    renderAt('/holland-test', routes);
    expect((await screen.findByTestId('test-count')).textContent).toBe('3 题');
    expect(screen.getByTestId('test-start').getAttribute('href')).toBe('/holland-answer');
    expect(within(screen.getByTestId('test-login-hint')).getByText('登录').getAttribute('href')).toBe('/login?redirect=%2Fholland-answer');
  });

  it('lists my results with links, or an empty state', async () => {
    fakeApi({ 'User/TestList': () => ok(LIST) });
    const first = renderAt('/test-list', routes);
    const rows = await screen.findAllByTestId('test-list-row');
    expect(rows.map((r) => r.textContent)).toEqual(['16型性格倾向测评INTP 倾向2026-11-25 00:00查看结果', '霍兰德职业兴趣测评兴趣代码 RIA2026-11-24 22:40查看结果']);
    expect(within(rows[1]).getByTestId('test-list-open').getAttribute('href')).toBe('/holland-result?id=sub-1');
    first.unmount();
    fakeApi({ 'User/TestList': () => ok(null) });
    renderAt('/test-list', routes);
    await screen.findByTestId('test-list-empty');
  });
});
