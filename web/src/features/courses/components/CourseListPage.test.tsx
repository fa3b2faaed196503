import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { mockApi, ok } from '@/features/content/test/mock-api';
import { courseItem } from '../test/fixtures';
import { SHELVES } from '../lib/shelves';
import CourseListPage from './CourseListPage';

vi.setConfig({ testTimeout: 20_000 });

const last = <T,>(xs: T[]): T | undefined => xs[xs.length - 1];
const routes = [
  { path: '/videolist', element: page(<CourseListPage shelf={SHELVES.videolist} />) },
  { path: '/study', element: page(<CourseListPage shelf={SHELVES.study} />) },
];
const location = () => screen.getByTestId('location').textContent;
const facets = {
  'Web/GetVideoCategoryList': () => ok([{ Id: '志愿填报', CategoryName: '志愿填报', Count: 2 }, { Id: '学习方法', CategoryName: '学习方法', Count: 1 }]),
  'Course/GradeList': () => ok([{ Id: '高三', CategoryName: '高三', Count: 2 }, { Id: '通用', CategoryName: '通用', Count: 1 }]),
};

afterEach(() => vi.unstubAllGlobals());

describe('/videolist', () => {
  it('shows each course’s card: cover or placeholder, facts, access and views', async () => {
    const api = mockApi({
      ...facets,
      'Web/GetVideoList': () => ok({ List: [courseItem(1, { Cover: '/uploads/a.png' }), courseItem(2, { Members: false, FreeLessons: 3, Lessons: 3, Teacher: '' })], Total: 2, PageIndex: 1, PageSize: 10 }),
    });
    renderAt('/videolist', routes);
    const cards = await screen.findAllByTestId('course-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByTestId('course-card-link').getAttribute('href')).toBe('/study-detail?id=course-1');
    expect(first.getByTestId('course-card-link').textContent).toBe('课程1');
    expect(first.getByTestId('course-cover').getAttribute('src')).toBe('/uploads/a.png');
    expect(first.getByTestId('course-card-facets').textContent).toBe('志愿填报 · 高三');
    expect(first.getByTestId('course-card-teacher').textContent).toBe('主讲：志愿编辑部');
    expect(first.getByTestId('course-card-size').textContent).toBe('共 3 课时 · 20 分钟');
    expect(first.getByTestId('course-access').textContent).toBe('免费试看 1 课时会员课程');
    expect(first.getByTestId('course-card-views').textContent).toBe('3 次学习');
    const second = within(cards[1]);
    expect(second.getByTestId('course-cover-empty')).toBeTruthy();
    expect(second.getByTestId('course-access').textContent).toBe('免费课程');
    expect(second.queryByTestId('course-card-teacher')).toBeNull();
    expect(screen.getByTestId('course-list-title').textContent).toBe('视频课程');
    expect(api.bodies('Web/GetVideoList')).toEqual([{ PageIndex: 1, PageSize: 10 }]);
  });

  it('filters by category, grade and keyword and pages, all in the address', async () => {
    const api = mockApi({
      ...facets,
      'Web/GetVideoList': (b) => ok({ List: [courseItem(Number(b.PageIndex))], Total: 23, PageIndex: b.PageIndex, PageSize: 10 }),
    });
    renderAt('/videolist', routes);
    const tab = await screen.findByTestId('course-category-学习方法');
    expect(tab.textContent).toBe('学习方法1');
    fireEvent.click(tab);
    await waitFor(() => expect(location()).toBe('/videolist?category=%E5%AD%A6%E4%B9%A0%E6%96%B9%E6%B3%95'));
    expect(tab.getAttribute('aria-pressed')).toBe('true');
    await screen.findByRole('option', { name: '高三' });
    fireEvent.change(screen.getByTestId('course-grade'), { target: { value: '高三' } });
    await waitFor(() => expect(last(api.bodies('Web/GetVideoList'))).toEqual({ CategoryName: '学习方法', Grade: '高三', PageIndex: 1, PageSize: 10 }));
    const input = screen.getByTestId('course-search-input');
    expect(input.getAttribute('maxlength')).toBe('20');
    fireEvent.change(input, { target: { value: ' 平行志愿 ' } });
    fireEvent.click(screen.getByTestId('course-search-button'));
    await waitFor(() => expect(last(api.bodies('Web/GetVideoList'))).toEqual({ CategoryName: '学习方法', Grade: '高三', Keyword: '平行志愿', PageIndex: 1, PageSize: 10 }));
    fireEvent.click(within(await screen.findByTestId('course-pager')).getByText('2'));
    await waitFor(() => expect(last(api.bodies('Web/GetVideoList'))).toMatchObject({ PageIndex: 2, Keyword: '平行志愿' }));
    expect(location()).toContain('page=2');
    fireEvent.click(screen.getByTestId('course-category-all'));
    await waitFor(() => expect(last(api.bodies('Web/GetVideoList'))).toEqual({ Grade: '高三', Keyword: '平行志愿', PageIndex: 1, PageSize: 10 }));
  });

  it('says truthfully that nothing is published yet, that a filter finds nothing, and the server’s refusal', async () => {
    mockApi({ ...facets, 'Web/GetVideoList': (b) => (b.Keyword === '坏' ? { Code: 400, Data: null, Message: '关键词不能超过 20 个字' } : ok({ List: [], Total: 0, PageIndex: 1, PageSize: 10 })) });
    renderAt('/videolist', routes);
    expect((await screen.findByTestId('course-list-empty')).textContent).toContain('暂无课程');
    cleanup();
    renderAt('/videolist?grade=高一', routes);
    expect((await screen.findByTestId('course-list-empty')).textContent).toContain('没有符合条件的课程');
    fireEvent.click(screen.getByTestId('course-list-clear'));
    await waitFor(() => expect(location()).toBe('/videolist'));
    cleanup();
    renderAt('/videolist?keyword=坏', routes);
    expect((await screen.findByTestId('course-list-error')).textContent).toBe('关键词不能超过 20 个字');
  });

  it('/study is the same catalogue under 在线学习', async () => {
    const api = mockApi({ ...facets, 'Web/GetVideoList': () => ok({ List: [courseItem(1)], Total: 1, PageIndex: 1, PageSize: 10 }) });
    renderAt('/study', routes);
    expect((await screen.findByTestId('course-list-title')).textContent).toBe('在线学习');
    await screen.findByTestId('course-card');
    expect(api.bodies('Web/GetVideoList')).toHaveLength(1);
  });
});
