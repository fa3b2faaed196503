import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { clearLogin, saveLoginData } from '@/lib/session';
import { mockApi, ok } from '@/features/content/test/mock-api';
import { MEMBERS_ONLY, PDF_LESSON, TEXT_LESSON, VIDEO_LESSON, visitorCourse } from '../test/fixtures';
import CourseDetailPage from './CourseDetailPage';

vi.setConfig({ testTimeout: 20_000 });

const routes = [
  { path: '/study-detail', element: page(<CourseDetailPage />) },
  { path: '/login', element: page(<p>登录页</p>) },
  { path: '/openvip', element: page(<p>开通会员页</p>) },
];
const location = () => screen.getByTestId('location').textContent;
const row = (id: string) => screen.getAllByTestId('lesson-row').find((r) => r.dataset.id === id)!;
const signIn = () => saveLoginData({ Token: 't-reader', UserId: 'u-reader', NickName: '读者', UserType: 0, RightsList: [], UserProductList: [] });

afterEach(() => {
  clearLogin();
  vi.unstubAllGlobals();
});

describe('/study-detail', () => {
  it('shows the outline with kinds, minutes and 试看 / 会员, and plays a free lesson once counted under StrictMode', async () => {
    const api = mockApi({
      'Course/ResourceInfo': () => ok(visitorCourse()),
      'Course/LessonDetail': () => ok(VIDEO_LESSON),
      'Web/AddVideoCount': () => ok({ Counted: true }),
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/study-detail?id=pingxing'] });
    render(
      <StrictMode>
        <Provider store={appStore}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    );
    expect((await screen.findByTestId('course-title')).textContent).toBe('平行志愿十讲');
    expect(screen.getByTestId('course-vip-note').textContent).toContain('可免费试看 1 个课时');
    const chapters = screen.getAllByTestId('course-chapter');
    expect(chapters.map((c) => c.querySelector('h3')?.textContent)).toEqual(['第 1 章　规则', '第 2 章　练习']);
    expect(row('l1').textContent).toBe('视频：投档怎么走12 分钟试看');
    expect(row('l2').textContent).toBe('图文：位次与线差8 分钟会员');
    expect(within(row('l3')).getByTestId('lesson-state').textContent).toBe('会员');
    expect(api.bodies('Course/LessonDetail')).toEqual([]);
    expect(screen.getByTestId('lesson-start-button').textContent).toBe('开始学习：投档怎么走');

    fireEvent.click(row('l1'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=pingxing&lesson=l1'));
    const video = await screen.findByTestId('lesson-video');
    expect(video.getAttribute('src')).toBe(VIDEO_LESSON.MediaUrl);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(screen.getByTestId('lesson-notes').innerHTML).toBe('<p><strong>要点</strong></p>');
    expect(row('l1').getAttribute('aria-current')).toBe('true');
    expect(api.bodies('Course/LessonDetail')).toContainEqual({ CourseId: 'pingxing', LessonId: 'l1' });
    await waitFor(() => expect(api.bodies('Web/AddVideoCount')).toEqual([{ CourseId: 'pingxing', LessonId: 'l1' }]));
    await new Promise((r) => setTimeout(r, 50));
    expect(api.bodies('Web/AddVideoCount')).toHaveLength(1);
  });

  it('a signed-out visitor choosing a members’ lesson goes to /login and back to it, nothing asked of the server', async () => {
    const api = mockApi({ 'Course/ResourceInfo': () => ok(visitorCourse()) });
    renderAt('/study-detail?id=pingxing', routes);
    fireEvent.click(await screen.findByText('位次与线差'));
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent('/study-detail?id=pingxing&lesson=l2')}`));
    expect(api.bodies('Course/LessonDetail')).toEqual([]);
  });

  it('a signed-in reader without the right is asked to open membership in the server’s words', async () => {
    signIn();
    const api = mockApi({
      'Course/ResourceInfo': () => ok(visitorCourse()),
      'Course/LessonDetail': () => MEMBERS_ONLY,
      'Web/AddVideoCount': () => ok({ Counted: true }),
    });
    renderAt('/study-detail?id=pingxing&lesson=l2', routes);
    const notice = await screen.findByTestId('lesson-members-only');
    expect(notice.textContent).toContain('这是会员课时：开通会员后可以学习全部课时');
    const open = within(notice).getByTestId('members-only-open');
    expect(open.textContent).toBe('开通会员');
    expect(open.getAttribute('href')).toBe('/openvip');
    expect(api.bodies('Web/AddVideoCount')).toEqual([]);
    fireEvent.click(open);
    await waitFor(() => expect(location()).toBe('/openvip'));
  });

  it('a login that is gone (112) sends the reader to /login with the way back to the lesson', async () => {
    signIn();
    mockApi({
      'Course/ResourceInfo': () => ok(visitorCourse()),
      'Course/LessonDetail': () => ({ Code: 112, Data: null, Message: '请先登录' }),
    });
    renderAt('/study-detail?id=pingxing&lesson=l3', routes);
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent('/study-detail?id=pingxing&lesson=l3')}`));
  });

  it('a text lesson shows its sanitised HTML; a PDF opens in a new tab', async () => {
    signIn();
    mockApi({
      'Course/ResourceInfo': () => ok(visitorCourse({ HasMembers: true })),
      'Course/LessonDetail': (b) => ok(b.LessonId === 'l2' ? TEXT_LESSON : PDF_LESSON),
      'Web/AddVideoCount': () => ok({ Counted: true }),
    });
    renderAt('/study-detail?id=pingxing&lesson=l2', routes);
    expect((await screen.findByTestId('lesson-body')).innerHTML).toBe('<h2>位次</h2><p>正文</p>');
    expect(screen.queryByTestId('lesson-video')).toBeNull();
    fireEvent.click(screen.getByTestId('lesson-next'));
    const link = await screen.findByTestId('lesson-pdf-open');
    expect(link.textContent).toBe('打开课件');
    expect(link.getAttribute('href')).toBe(PDF_LESSON.MediaUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('an unknown or withdrawn course: 课程不存在或已下线 with the way back', async () => {
    mockApi({ 'Course/ResourceInfo': () => ({ Code: 404, Data: null, Message: '课程不存在或已下线' }) });
    renderAt('/study-detail?id=gone', routes);
    expect((await screen.findByTestId('course-gone')).textContent).toContain('课程不存在或已下线');
    expect(screen.getByTestId('course-gone-back').getAttribute('href')).toBe('/videolist');
  });
});
