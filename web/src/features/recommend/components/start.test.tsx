import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { toastsAtom } from '@/lib/notify';
import { studentAtom } from '@/lib/session';
import { examProvinceAtom, webConfigAtom } from '@/lib/site-config';
import { mockApi, ok, type Answer } from '@/features/admission/test/mock-api';
import { PROVINCES, RULES, STAT } from '../test/fixtures';
import RecommendStartPage from './RecommendStartPage';

vi.setConfig({ testTimeout: 20_000 });

let statAnswer: Answer;
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  appStore.set(toastsAtom, []);
  appStore.set(examProvinceAtom, { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' });
  statAnswer = ok(STAT);
  api = mockApi({
    'Public/ProvinceList': () => ok(PROVINCES),
    'Public/LineRankYears': () => ok([2026, 2025, 2024].map((Year) => ({ Year, Tracks: [], IsNewExam: true }))),
    'Public/ProvinceIsNewExam': (b) => ok(RULES[Number(b.ProvinceId)]),
    'Recommend/GetRecommendStat': () => statAnswer,
    'Recommend/GetRecommendStatByPredictScore': () => statAnswer,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.set(examProvinceAtom, null);
  appStore.set(studentAtom, null);
});

const open = (path = '/recommend-start') =>
  renderAt(path, [
    { path: '/recommend-start', element: page(<RecommendStartPage />) },
    { path: '/recommend-index', element: page(<div data-testid="index-stub" />) },
  ]);
const ready = () => waitFor(() => expect(screen.getByTestId('rec-submit').hasAttribute('disabled')).toBe(false));
const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');

describe('/recommend-start', () => {
  it('asks the server and goes to /recommend-index with the query in the URL', async () => {
    open();
    await ready();
    expect((screen.getByTestId('rec-province') as HTMLSelectElement).value).toBe('44');
    expect((screen.getByTestId('rec-year') as HTMLSelectElement).value).toBe('2026');
    expect([...(screen.getByTestId('rec-year') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['2027', '2026', '2025', '2024']);
    expect(screen.getByTestId('rec-track-物理').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('rec-subject-化学'));
    fireEvent.click(screen.getByTestId('rec-subject-生物'));
    expect((screen.getByTestId('rec-subject-政治') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('rec-value'), { target: { value: '600' } });
    fireEvent.click(screen.getByTestId('rec-tag-985'));
    fireEvent.click(screen.getByTestId('rec-method-WDF'));
    fireEvent.click(screen.getByTestId('rec-submit'));
    await screen.findByTestId('index-stub');
    expect(api.bodies('Recommend/GetRecommendStat')).toEqual([
      { ProvinceId: 44, Year: 2026, SelectSubject: '物理', SelectSubjects: ['物理', '化学', '生物'], Score: 600, Method: 'WDF', Tags: ['985'] },
    ]);
    expect(location()).toBe('/recommend-index?province=44&year=2026&track=物理&subj=物理,化学,生物&score=600&method=WDF&tags=985');
  });

  it('shows the server’s message for bad input where it was typed, without a toast, and stays', async () => {
    statAnswer = { Code: 400, Data: null, Message: '请输入有效的高考成绩！' };
    open();
    await ready();
    fireEvent.change(screen.getByTestId('rec-value'), { target: { value: '900' } });
    fireEvent.click(screen.getByTestId('rec-submit'));
    expect((await screen.findByTestId('rec-form-error')).textContent).toBe('请输入有效的高考成绩！');
    expect(location()).toBe('/recommend-start');
    expect(appStore.get(toastsAtom)).toEqual([]);
    // Typing again clears it.
    fireEvent.change(screen.getByTestId('rec-value'), { target: { value: '600' } });
    expect(screen.queryByTestId('rec-form-error')).toBeNull();
  });

  it('names what is missing before asking, and a 预估分 goes by the ByPredictScore call', async () => {
    open();
    await ready();
    fireEvent.click(screen.getByTestId('rec-subject-化学'));
    fireEvent.click(screen.getByTestId('rec-submit'));
    expect(screen.getByTestId('rec-value-error').textContent).toBe('请填写分数或位次');
    expect(screen.getByTestId('rec-subjects-error').textContent).toBe('请选择两门再选科目');
    expect(api.bodies('Recommend/GetRecommendStat')).toEqual([]);
    fireEvent.click(screen.getByTestId('rec-subject-化学'));
    fireEvent.change(screen.getByTestId('rec-value'), { target: { value: '580' } });
    fireEvent.click(screen.getByTestId('rec-predict'));
    fireEvent.click(screen.getByTestId('rec-submit'));
    await screen.findByTestId('index-stub');
    expect(api.bodies('Recommend/GetRecommendStatByPredictScore')).toEqual([{ ProvinceId: 44, Year: 2026, SelectSubject: '物理', PredictScore: 580 }]);
    expect(location()).toContain('score=580&predict=1');
  });

  it('a 3+3 province offers its electives; a rank is asked as a rank', async () => {
    open();
    await ready();
    fireEvent.change(screen.getByTestId('rec-province'), { target: { value: '33' } });
    await ready();
    expect(screen.getByTestId('rec-track-single').textContent).toContain('综合');
    for (const s of ['物理', '化学', '技术']) fireEvent.click(screen.getByTestId(`rec-subject-${s}`));
    fireEvent.click(screen.getByTestId('rec-by-rank'));
    fireEvent.change(screen.getByTestId('rec-value'), { target: { value: '54748' } });
    fireEvent.click(screen.getByTestId('rec-submit'));
    await screen.findByTestId('index-stub');
    expect(api.bodies('Recommend/GetRecommendStat').pop()).toEqual({ ProvinceId: 33, Year: 2026, SelectSubjects: ['物理', '化学', '技术'], Rank: 54748 });
  });

  it('a signed-in student starts from the profile, changeable, the profile untouched', async () => {
    appStore.set(webConfigAtom, { ParamList: [], ModuleList: [], HeadMenuList: [], BottomMenuList: [], ProvinceList: [{ ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G', ExamMode: '3+1+2' }] });
    appStore.set(studentAtom, { HasLoginName: true, NickName: '小明', Student: null,
      UserScore: { ExamProvinceId: 44, ExamProvinceName: '广东', ExamYear: 2025, SelectSubjects: ['历史', '政治', '地理'], Score: 580 } });
    open();
    await screen.findByTestId('rec-prefilled');
    expect((screen.getByTestId('rec-year') as HTMLSelectElement).value).toBe('2025');
    expect(screen.getByTestId('rec-track-历史').getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByTestId('rec-subject-政治') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('rec-value') as HTMLInputElement).value).toBe('580');
    fireEvent.change(screen.getByTestId('rec-value'), { target: { value: '590' } });
    fireEvent.click(screen.getByTestId('rec-submit'));
    await screen.findByTestId('index-stub');
    expect(api.bodies('Recommend/GetRecommendStat')).toEqual([{ ProvinceId: 44, Year: 2025, SelectSubject: '历史', SelectSubjects: ['历史', '政治', '地理'], Score: 590 }]);
    expect(api.calls.some((c) => c.path.startsWith('User/'))).toBe(false);
  });
});
