import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { fakeApi, ok, TREE } from '@/features/major/test/fake-api';
import { clearLogin, saveLoginData, studentAtom } from '@/lib/session';
import { webConfigAtom } from '@/lib/site-config';
import { appStore } from '@/lib/store';
import { COVERAGE, LIKED_COVERAGE, SUBJECT_QUESTIONS, SUBJECT_RESULT } from '../test/more-fixtures';
import ChooseProvincePage from './ChooseProvincePage';
import ChooseSubjectPage from './ChooseSubjectPage';
import EnterContentPage from './EnterContentPage';
import SubjectAnswerPage from './SubjectAnswerPage';
import SubjectResultPage from './SubjectResultPage';
import { chooseOption } from '../test/choose';

vi.mock('react-chartjs-2', () => ({
  Bar: ({ data }: { data: { labels: string[]; datasets: { data: number[] }[] } }) => <div data-testid="bar" data-labels={data.labels.join(',')} data-values={data.datasets[0].data.join(',')} />,
}));

const routes = [
  { path: '/choose-subject', element: page(<ChooseSubjectPage />) },
  { path: '/exam-test/choose-province', element: page(<ChooseProvincePage />) },
  { path: '/exam-test/enter-content', element: page(<EnterContentPage />) },
  { path: '/exam-test/new-test-content', element: page(<SubjectAnswerPage />) },
  { path: '/exam-test/sort-score', element: page(<SubjectResultPage />) },
  { path: '*', element: page(<div />) },
];
const login = { Token: 'tok', UserId: 7, NickName: 'n', UserType: 0, RightsList: [], UserProductList: [] };
const CONFIG = { ParamList: [], ModuleList: [], HeadMenuList: [], BottomMenuList: [], WishYear: 2027, ProvinceList: [{ ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G', ExamMode: '3+1+2', FirstNewExam: 2021 }] };
const STUDENT = { HasLoginName: true, NickName: '小明', Student: null, UserScore: { ExamProvinceId: 44, ExamProvinceName: '广东', ExamYear: 2027, SelectSubjects: [], Score: 0 } };
const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');
const names = () => screen.getAllByTestId('combo-row').map((r) => r.dataset.name);
const coverage = (b: Record<string, unknown>) => ok((b.Majors as string[]).length ? LIKED_COVERAGE : COVERAGE);

beforeEach(() => appStore.set(webConfigAtom, CONFIG as never));
afterEach(() => {
  vi.unstubAllGlobals();
  clearLogin();
  appStore.set(studentAtom, null);
  appStore.set(webConfigAtom, null);
});

describe('/choose-subject', () => {
  it('shows every combination by share, a chart, where the shares come from, and the liked classes’ shares once picked', async () => {
    const calls = fakeApi({ 'Career/SelSubjectCategoryOfProvinceList': coverage, 'Data/GetMajorCategoryTreeList': () => ok(TREE) });
    renderAt('/choose-subject?province=44&year=2027', routes);
    expect((await screen.findByTestId('combo-count')).textContent).toBe('3');
    expect(names()).toEqual(['物理+化学+生物', '物理+化学+地理', '历史+政治+地理']);
    expect(screen.getAllByTestId('combo-row')[0].textContent).toBe('物理+化学+生物7,24072.4%72.4%');
    expect(screen.getByTestId('bar').dataset.values).toBe('72.4,70.5,30.1');
    expect(screen.getByTestId('coverage-plan-year').textContent).toBe('2026年');
    expect(screen.getByTestId('coverage-rows').textContent).toBe('20,880 条（另有 12 条没有选科要求，未计入）');
    expect(screen.getByTestId('coverage-source').textContent).toContain('广东 2026 年招生计划');
    expect(screen.queryByTestId('combo-sort-LikedShare')).toBeNull();
    fireEvent.click(screen.getByTestId('combo-sort-Name'));
    expect(names()[0]).toBe('历史+政治+地理');

    fireEvent.change(screen.getByTestId('class-search'), { target: { value: '计算机' } });
    fireEvent.click(await within(screen.getByTestId('class-hits')).findByText('计算机类'));
    await waitFor(() => expect(location()).toBe('/choose-subject?province=44&year=2027&majors=0809'));
    await screen.findByTestId('combo-sort-LikedShare');
    expect(screen.getByTestId('class-chosen').textContent).toContain('计算机类');
    expect(calls.filter(([p]) => p === 'Career/SelSubjectCategoryOfProvinceList').map(([, b]) => b)).toEqual([
      { ProvinceId: 44, ExamYear: 2027, Majors: [] },
      { ProvinceId: 44, ExamYear: 2027, Majors: ['0809'] },
    ]);
    expect(screen.getByTestId('choose-subject-test').getAttribute('href')).toBe('/exam-test');
  });

  it('starts from the student’s profile, and says so for a province still on 文理', async () => {
    appStore.set(studentAtom, STUDENT as never);
    const calls = fakeApi({
      'Career/SelSubjectCategoryOfProvinceList': (b) => (b.ExamYear === 2026 ? { Code: 400, Data: null, Message: '广东 2026 年高考仍分文理科，不需要选科' } : coverage(b)),
      'Data/GetMajorCategoryTreeList': () => ok(TREE),
    });
    renderAt('/choose-subject', routes);
    await screen.findByTestId('combo-count');
    expect(calls.filter(([p]) => p === 'Career/SelSubjectCategoryOfProvinceList').map(([, b]) => b)).toEqual([{ ProvinceId: 44, ExamYear: 2027, Majors: [] }]);
    screen.getByTestId('choose-subject-prefilled');
    fireEvent.change(screen.getByTestId('choose-subject-fields-year'), { target: { value: '2026' } });
    expect((await screen.findByTestId('choose-subject-error')).textContent).toBe('广东 2026 年高考仍分文理科，不需要选科');
    expect(location()).toBe('/choose-subject?province=44&year=2026');
  });
});

describe('the 选科测评', () => {
  it('goes from the province to the liked classes to the 30 items, and submits them with the choices', async () => {
    saveLoginData(login);
    appStore.set(studentAtom, STUDENT as never);
    let sent: Record<string, unknown> | null = null;
    const listed: Record<string, unknown>[] = [];
    fakeApi({
      'Career/SelSubjectCategoryOfProvinceList': coverage,
      'Data/GetMajorCategoryTreeList': () => ok(TREE),
      'Career/SelSubjectQuestionList': (b) => {
        listed.push(b);
        return ok(SUBJECT_QUESTIONS);
      },
      'Career/SelSubjectTest': (b) => {
        sent = b;
        return ok({ SubmissionId: 'sub-s', Code: '物理+化学+生物', Version: 1, Position: 9 });
      },
      'User/TestSelSubjectInfo': () => ok(SUBJECT_RESULT),
    });
    renderAt('/exam-test/choose-province', routes);
    expect((await screen.findByTestId('exam-mode')).textContent).toBe('广东2027年高考：3+1+2（物理或历史选1，再选2），共 3 种选科组合。');
    fireEvent.click(screen.getByTestId('exam-next'));
    await screen.findByTestId('exam-content-page');
    expect(location()).toBe('/exam-test/enter-content?province=44&year=2027');
    expect(screen.getByTestId('exam-next').textContent).toBe('跳过，直接答题');
    fireEvent.change(await screen.findByTestId('class-search'), { target: { value: '0809' } });
    fireEvent.click(await within(screen.getByTestId('class-hits')).findByText('计算机类'));
    await waitFor(() => expect(location()).toBe('/exam-test/enter-content?province=44&year=2027&majors=0809'));
    fireEvent.click(screen.getByTestId('exam-next'));
    await screen.findByTestId('test-question');
    expect(location()).toBe('/exam-test/new-test-content?province=44&year=2027&majors=0809');
    await waitFor(() => expect(screen.getByTestId('exam-flow').textContent).toBe('广东 · 2027年高考 · 感兴趣的专业类：计算机类'));
    await chooseOption(3);
    await chooseOption(4);
    fireEvent.click(await screen.findByTestId('test-submit'));
    await waitFor(() => expect(location()).toBe('/exam-test/sort-score?id=sub-s'));
    expect(sent).toEqual({ Version: 's1', Answers: [{ Id: 'J01', Value: 4 }, { Id: 'J02', Value: 5 }], ProvinceId: 44, ExamYear: 2027, Majors: ['0809'] });
    // the items are the province's: 技术 is asked in 浙江 only
    expect(listed).toContainEqual({ ProvinceId: 44, ExamYear: 2027 });
  });

  it('shows the ranked combinations, the weights, each subject’s bars and the notice', async () => {
    saveLoginData(login);
    fakeApi({ 'User/TestSelSubjectInfo': (b) => (b.SubmissionId === 'sub-s' ? ok(SUBJECT_RESULT) : { Code: 404, Data: null, Message: '测评结果不存在或不属于你' }) });
    renderAt('/exam-test/sort-score?id=sub-s', routes);
    await screen.findByTestId('subject-ranking');
    expect(names()).toEqual(['物理+化学+生物', '物理+化学+地理', '历史+政治+地理']);
    expect(screen.getAllByTestId('combo-row')[0].textContent).toBe('1物理+化学+生物83.18098.5%72.4%');
    expect(screen.getByTestId('subject-fit-rule').textContent).toContain('50% × 自评');
    expect(within(screen.getByTestId('subject-scales')).getAllByTestId('test-bar')).toHaveLength(2);
    expect(screen.getByTestId('test-result-notice').textContent).toContain('只是参考');
    expect(screen.getByTestId('test-result-retake').getAttribute('href')).toBe('/exam-test/choose-province?province=44&year=2027');
  });
});
