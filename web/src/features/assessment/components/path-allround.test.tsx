import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { fakeApi, ok } from '@/features/major/test/fake-api';
import { clearLogin, saveLoginData } from '@/lib/session';
import { sheetKey } from '../lib/saved-answers';
import { ALLROUND_QUESTIONS, ALLROUND_RESULT, PATH_QUESTIONS, PATH_RESULT, SUBJECT_QUESTIONS } from '../test/more-fixtures';
import AllroundResultPage from './AllroundResultPage';
import AnswerPage from './AnswerPage';
import PathResultPage from './PathResultPage';
import PathTestPage from './PathTestPage';
import TestHubPage from './TestHubPage';
import TestIntroPage from './TestIntroPage';
import { chooseOption } from '../test/choose';

vi.mock('react-chartjs-2', () => ({
  Radar: ({ data }: { data: { labels: string[] } }) => <div data-testid="radar" data-labels={data.labels.join(',')} />,
}));

const routes = [
  { path: '/enter-path', element: page(<PathTestPage />) },
  { path: '/submit-test', element: page(<PathResultPage />) },
  { path: '/allround', element: page(<TestIntroPage bank="allround" />) },
  { path: '/allround-answer', element: page(<AnswerPage bank="allround" />) },
  { path: '/allround-result', element: page(<AllroundResultPage />) },
  { path: '/test', element: page(<TestHubPage />) },
  { path: '*', element: page(<div />) },
];
const login = { Token: 'tok', UserId: 7, NickName: 'n', UserType: 0, RightsList: [], UserProductList: [] };
const location = () => screen.getByTestId('location').textContent;
const options = () => screen.getAllByTestId('test-option').map((b) => b.textContent);

beforeEach(() => saveLoginData(login));
afterEach(() => {
  vi.unstubAllGlobals();
  clearLogin();
});

describe('升学路径测评', () => {
  it('introduces the questionnaire, asks each question with its own options and help, and submits to the result', async () => {
    let sent: Record<string, unknown> | null = null;
    fakeApi({
      'Career/UpgradePathQuestionList': () => ok(PATH_QUESTIONS),
      'Career/UpgradePathTest': (b) => {
        sent = b;
        return ok({ SubmissionId: 'sub-p', Code: 'qiangji', Version: 1, Position: 3 });
      },
    });
    renderAt('/enter-path', routes);
    expect((await screen.findByTestId('test-way')).textContent).toBe('每题从给出的选项中选一项');
    expect(screen.getByTestId('test-count').textContent).toBe('2 题');
    fireEvent.click(screen.getByTestId('test-start'));
    await screen.findByTestId('test-question');
    expect(location()).toBe('/enter-path?step=answer');
    expect(options()).toEqual(['普通高中', '中职或技工学校', '其他']);
    expect(screen.getByTestId('test-help').textContent).toBe('中职学生和普通高中学生可以走的方式不同。');
    await chooseOption(0);
    expect(options()).toHaveLength(6);
    await chooseOption(5);
    expect(JSON.parse(window.localStorage.getItem(sheetKey('path'))!).values).toEqual({ Q01: 1, Q02: 6 });
    fireEvent.click(await screen.findByTestId('test-submit'));
    await waitFor(() => expect(location()).toBe('/submit-test?id=sub-p'));
    expect(sent).toEqual({ Version: 'p1', Answers: [{ Id: 'Q01', Value: 1 }, { Id: 'Q02', Value: 6 }] });
  });

  it('shows the fitting paths as cards with the answers behind them, the others collapsed', async () => {
    fakeApi({ 'User/TestUpgradePathInfo': () => ok(PATH_RESULT) });
    renderAt('/submit-test?id=sub-p', routes);
    const fits = await screen.findAllByTestId('path-fit');
    expect(fits.map((f) => f.dataset.code)).toEqual(['ordinary', 'qiangji']);
    expect(within(fits[1]).getByTestId('path-why').textContent).toContain('前1%左右');
    expect(within(fits[1]).getByTestId('path-caution').textContent).toBe('需要注意：入校后一般不能转专业。');
    const others = screen.getByTestId('path-others');
    expect(others.tagName).toBe('DETAILS');
    expect(others.hasAttribute('open')).toBe(false);
    expect(within(others).getAllByTestId('path-other').map((o) => o.dataset.code)).toEqual(['guojia']);
    expect(screen.queryByTestId('test-result-code')).toBeNull();
    expect(screen.getByTestId('test-result-notice').textContent).toContain('不代表你符合报名条件');
  });
});

describe('综合测评', () => {
  it('shows each section’s name and answer labels, with the progress across all items', async () => {
    fakeApi({ 'Career/AllroundQuestionList': () => ok(ALLROUND_QUESTIONS) });
    renderAt('/allround-answer', routes);
    await screen.findByTestId('test-question');
    expect(screen.getByTestId('test-section').textContent).toBe('兴趣（本部分第 1 / 2 题）');
    expect(options()[4]).toBe('非常喜欢');
    await chooseOption(3);
    await chooseOption(3);
    expect(screen.getByTestId('test-progress-text').textContent).toBe('第 3 / 3 题');
    expect(screen.getByTestId('test-section').textContent).toBe('价值观（本部分第 1 / 1 题）');
    expect(options()).toEqual(['一点也不重要', '不太重要', '一般', '比较重要', '非常重要']);
  });

  it('shows the five parts, the suggestions with the opening recorded, and the way to the 选科测评', async () => {
    const calls = fakeApi({ 'Career/GetAllroundResult': () => ok(ALLROUND_RESULT), 'Assessment/OpenSuggestion': () => ok({}) });
    renderAt('/allround-result?id=sub-a', routes);
    const parts = await screen.findAllByTestId('allround-part');
    expect(parts.map((p) => p.dataset.section)).toEqual(['interest', 'character', 'ability', 'values', 'subject']);
    expect(calls[0]).toEqual(['Career/GetAllroundResult', { SubmissionId: 'sub-a' }]);
    expect(within(parts[0]).getByTestId('radar').dataset.labels).toBe('现实型（R）,研究型（I）');
    expect(within(parts[1]).getByTestId('test-bar').textContent).toContain('较低');
    expect(within(parts[2]).getByTestId('allround-texts').textContent).toContain('推理能力强');
    expect(within(parts[4]).getByTestId('allround-note').textContent).toContain('由能力自评推断');
    expect(within(parts[4]).getByTestId('allround-exam-test').getAttribute('href')).toBe('/exam-test');
    const major = within(screen.getByTestId('test-suggestion-major')).getByTestId('test-suggestion-link');
    fireEvent.click(major);
    await waitFor(() => expect(calls).toContainEqual(['Assessment/OpenSuggestion', { SubmissionId: 'sub-a', Kind: 'major', Code: '080201' }]));
  });

  it('introduces the sections on its intro', async () => {
    fakeApi({ 'Career/AllroundQuestionList': () => ok(ALLROUND_QUESTIONS) });
    renderAt('/allround', routes);
    expect((await screen.findByTestId('test-way')).textContent).toBe('分兴趣、价值观2部分，每部分按各自的选项作答');
    expect(screen.getByTestId('test-start').getAttribute('href')).toBe('/allround-answer');
  });
});

describe('the hub', () => {
  it('lists the new tests with their intros', async () => {
    fakeApi({
      'Career/SelSubjectQuestionList': () => ok(SUBJECT_QUESTIONS),
      'Career/UpgradePathQuestionList': () => ok(PATH_QUESTIONS),
      'Career/AllroundQuestionList': () => ok(ALLROUND_QUESTIONS),
      'User/TestList': () => ok(null),
    });
    renderAt('/test', routes);
    await waitFor(() => expect(screen.getAllByTestId('test-card')).toHaveLength(3));
    const cards = screen.getAllByTestId('test-card');
    expect(cards.map((c) => c.dataset.bank)).toEqual(['subjects', 'allround', 'path']);
    expect(cards.map((c) => within(c).getByTestId('test-card-start').getAttribute('href'))).toEqual(['/exam-test', '/allround', '/enter-path']);
    expect(screen.getByTestId('test-card-choose-subject').getAttribute('href')).toBe('/choose-subject');
  });
});
