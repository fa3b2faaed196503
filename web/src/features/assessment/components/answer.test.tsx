import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { fakeApi, ok } from '@/features/major/test/fake-api';
import { clearLogin, saveLoginData } from '@/lib/session';
import { saveSheet, sheetKey } from '../lib/saved-answers';
import { QUESTIONS } from '../test/fixtures';
import AnswerPage from './AnswerPage';
import { chooseOption } from '../test/choose';

const routes = [
  { path: '/holland-answer', element: page(<AnswerPage bank="holland" />) },
  { path: '/test-content', element: page(<AnswerPage />) },
  { path: '*', element: page(<div />) },
];
const login = { Token: 'tok', UserId: 7, NickName: 'n', UserType: 0, RightsList: [], UserProductList: [] };
let submitted: Record<string, unknown> | null;

function api(submit = () => ok({ SubmissionId: 'sub-9', Code: 'RIA', Version: 1, Position: 42 })) {
  submitted = null;
  return fakeApi({
    'Career/HollandQuestionList': () => ok(QUESTIONS),
    'Career/HollandTest': (b) => {
      submitted = b;
      return submit();
    },
  });
}

const option = (text: string) => screen.getAllByTestId('test-option').find((b) => b.textContent === text)!;
const progress = () => screen.getByTestId('test-progress-text').textContent;

beforeEach(() => saveLoginData(login));
afterEach(() => {
  vi.unstubAllGlobals();
  clearLogin();
});

describe('the answer page', () => {
  it('shows one item at a time, moves on by itself, goes back to change, and saves every step', async () => {
    api();
    renderAt('/holland-answer', routes);
    await screen.findByTestId('test-question');
    expect(progress()).toBe('第 1 / 3 题');
    expect(screen.getAllByTestId('test-option').map((b) => b.textContent)).toEqual(['非常不喜欢', '比较不喜欢', '说不清', '比较喜欢', '非常喜欢']);
    fireEvent.click(option('比较喜欢'));
    expect(progress()).toBe('第 2 / 3 题');
    expect(screen.getByTestId('test-answered').textContent).toBe('已答 1 题');
    fireEvent.click(screen.getByTestId('test-back'));
    expect(progress()).toBe('第 1 / 3 题');
    expect(option('比较喜欢').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(option('非常喜欢'));
    expect(JSON.parse(window.localStorage.getItem(sheetKey('holland'))!)).toEqual({ version: 'v1', values: { H01: 5 }, index: 1 });
  });

  it('takes the second tap of a double tap as nothing: the next item waits a moment for its answer', async () => {
    api();
    renderAt('/holland-answer', routes);
    await screen.findByTestId('test-question');
    fireEvent.click(option('比较喜欢'));
    fireEvent.click(option('比较喜欢'));
    expect(progress()).toBe('第 2 / 3 题');
    expect(screen.getByTestId('test-answered').textContent).toBe('已答 1 题');
    await chooseOption(4);
    expect(progress()).toBe('第 3 / 3 题');
    expect(JSON.parse(window.localStorage.getItem(sheetKey('holland'))!).values).toEqual({ H01: 4, H02: 5 });
  });

  it('resumes a saved sheet; a sheet of an older version is dropped with a word about it', async () => {
    api();
    saveSheet('holland', { version: 'v1', values: { H01: 4, H02: 2 }, index: 2 });
    const first = renderAt('/holland-answer', routes);
    await screen.findByTestId('test-question');
    expect(progress()).toBe('第 3 / 3 题');
    first.unmount();
    saveSheet('holland', { version: 'v0', values: { H01: 4 }, index: 1 });
    renderAt('/holland-answer', routes);
    await screen.findByTestId('test-discarded');
    expect(progress()).toBe('第 1 / 3 题');
  });

  it('reviews the unanswered items, submits the whole sheet and opens the result', async () => {
    api();
    saveSheet('holland', { version: 'v1', values: { H01: 4, H03: 1 }, index: 3 });
    const { router } = renderAt('/holland-answer', routes);
    await screen.findByTestId('test-review');
    expect(screen.getByTestId('test-review-missing').textContent).toContain('还有 1 题没有作答');
    expect(screen.getByTestId('test-submit').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('test-unanswered'));
    expect(progress()).toBe('第 2 / 3 题');
    fireEvent.click(option('说不清'));
    await screen.findByTestId('test-review-done');
    fireEvent.click(screen.getByTestId('test-submit'));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/holland-result?id=sub-9'));
    expect(submitted).toEqual({ Version: 'v1', Answers: [{ Id: 'H01', Value: 4 }, { Id: 'H02', Value: 3 }, { Id: 'H03', Value: 1 }] });
    expect(window.localStorage.getItem(sheetKey('holland'))).toBeNull();
  });

  it('shows a refusal as the server words it and keeps the answers', async () => {
    api(() => ({ Code: 429, Data: null, Message: '同一测评一天内最多提交 10 次，请明天再试' }));
    saveSheet('holland', { version: 'v1', values: { H01: 4, H02: 3, H03: 1 }, index: 3 });
    renderAt('/holland-answer', routes);
    fireEvent.click(await screen.findByTestId('test-submit'));
    expect((await screen.findByTestId('test-submit-error')).textContent).toContain('同一测评一天内最多提交 10 次');
    expect(window.localStorage.getItem(sheetKey('holland'))).not.toBeNull();
  });

  it('sends a visitor to log in with the way back, keeping the answers', async () => {
    clearLogin();
    api();
    saveSheet('holland', { version: 'v1', values: { H01: 4, H02: 3, H03: 1 }, index: 3 });
    const { router } = renderAt('/holland-answer', routes);
    fireEvent.click(await screen.findByTestId('test-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fholland-answer');
    expect(submitted).toBeNull();
    expect(window.localStorage.getItem(sheetKey('holland'))).not.toBeNull();
  });

  it('says so for an unknown ?bank=', async () => {
    api();
    renderAt('/test-content?bank=nope', routes);
    await screen.findByTestId('test-unknown-bank');
  });
});
