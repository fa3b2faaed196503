import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CAREER_COURSE_PATHS } from '@/app/routes/paths';
import { page, renderAt } from '@/test/render';
import { mockApi, ok } from '@/features/content/test/mock-api';
import { courseItem, visitorCourse, VIDEO_LESSON } from '../test/fixtures';
import CourseListPage from '../components/CourseListPage';
import CourseDetailPage from '../components/CourseDetailPage';
import { CAREER_COURSE_CATEGORY, SHELVES } from '../lib/shelves';
import CourseCategoriesPage from './CourseCategoriesPage';
import { careerCourseRoutes } from './routes';

vi.setConfig({ testTimeout: 20_000 });

const routes = [
  { path: '/careerManagement/careerCourse', element: page(<CourseListPage shelf={SHELVES.careerCourse} />) },
  { path: '/careerManagement/videoCourse', element: page(<CourseCategoriesPage />) },
  { path: '/careerManagement/video-list', element: page(<CourseListPage shelf={SHELVES.videoList} />) },
  { path: '/careerManagement/video-detail', element: page(<CourseDetailPage shelf={SHELVES.videoList} />) },
];
const location = () => screen.getByTestId('location').textContent;
const last = <T,>(xs: T[]): T | undefined => xs[xs.length - 1];
const facets = {
  'Web/GetVideoCategoryList': () => ok([{ Id: '志愿填报', CategoryName: '志愿填报', Count: 2 }, { Id: CAREER_COURSE_CATEGORY, CategoryName: CAREER_COURSE_CATEGORY, Count: 1 }]),
  'Course/GradeList': () => ok([{ Id: '高三', CategoryName: '高三', Count: 2 }]),
};

afterEach(() => vi.unstubAllGlobals());

describe('career management’s courses', () => {
  it('registers 生涯课堂 and 网络课堂 with its catalogue and course page', () => {
    expect(careerCourseRoutes.map((r) => r.path)).toEqual(CAREER_COURSE_PATHS);
  });

  it('生涯课堂 asks only for its category, hides the category tabs and opens courses inside career management', async () => {
    const api = mockApi({ ...facets, 'Web/GetVideoList': () => ok({ List: [courseItem(1, { Category: CAREER_COURSE_CATEGORY })], Total: 1, PageIndex: 1, PageSize: 10 }) });
    renderAt('/careerManagement/careerCourse', routes);
    const card = await screen.findByTestId('course-card');
    expect(within(card).getByTestId('course-card-link').getAttribute('href')).toBe('/careerManagement/video-detail?id=course-1');
    expect(screen.getByTestId('course-list-title').textContent).toBe('生涯课堂');
    expect(screen.queryByTestId('course-categories')).toBeNull();
    expect(api.bodies('Web/GetVideoList')).toEqual([{ CategoryName: CAREER_COURSE_CATEGORY, PageIndex: 1, PageSize: 10 }]);
    await screen.findByRole('option', { name: '高三' });
    fireEvent.change(screen.getByTestId('course-grade'), { target: { value: '高三' } });
    await waitFor(() => expect(last(api.bodies('Web/GetVideoList'))).toEqual({ CategoryName: CAREER_COURSE_CATEGORY, Grade: '高三', PageIndex: 1, PageSize: 10 }));
    // The fixed category is not written into the address, and an address naming another one cannot change it.
    expect(location()).toBe('/careerManagement/careerCourse?grade=%E9%AB%98%E4%B8%89');
  });

  it('生涯课堂 says truthfully that nothing is in its category yet', async () => {
    mockApi({ ...facets, 'Web/GetVideoList': () => ok({ List: [], Total: 0, PageIndex: 1, PageSize: 10 }) });
    renderAt('/careerManagement/careerCourse?category=志愿填报', routes);
    expect((await screen.findByTestId('course-list-empty')).textContent).toContain('暂无课程');
  });

  it('网络课堂 lists the categories with their counts, each opening the catalogue on it', async () => {
    const api = mockApi({ ...facets, 'Web/GetVideoList': (b) => ok({ List: [courseItem(2, { Category: String(b.CategoryName) })], Total: 1, PageIndex: 1, PageSize: 10 }) });
    renderAt('/careerManagement/videoCourse', routes);
    const links = await screen.findAllByTestId('course-category-link');
    expect(links.map((l) => l.textContent)).toEqual(['志愿填报2 门课程', `${CAREER_COURSE_CATEGORY}1 门课程`]);
    fireEvent.click(links[0]);
    await waitFor(() => expect(location()).toBe('/careerManagement/video-list?category=%E5%BF%97%E6%84%BF%E5%A1%AB%E6%8A%A5'));
    await screen.findByTestId('course-card');
    expect(api.bodies('Web/GetVideoList')).toEqual([{ CategoryName: '志愿填报', PageIndex: 1, PageSize: 10 }]);
    expect(screen.getByTestId('course-category-志愿填报').getAttribute('aria-pressed')).toBe('true');
  });

  it('网络课堂 without courses says so', async () => {
    mockApi({ 'Web/GetVideoCategoryList': () => ok([]) });
    renderAt('/careerManagement/videoCourse', routes);
    expect((await screen.findByTestId('course-categories-empty')).textContent).toContain('暂无课程');
    expect(screen.getByTestId('course-all-link').getAttribute('href')).toBe('/careerManagement/video-list');
  });

  it('a course’s page inside career management keeps its lessons and the way back there', async () => {
    mockApi({ 'Course/ResourceInfo': () => ok(visitorCourse()), 'Course/LessonDetail': () => ok(VIDEO_LESSON), 'Web/AddVideoCount': () => ok({ Counted: true }) });
    renderAt('/careerManagement/video-detail?id=pingxing', routes);
    expect((await screen.findByTestId('course-back')).getAttribute('href')).toBe('/careerManagement/video-list');
    const rows = await screen.findAllByTestId('lesson-row');
    fireEvent.click(rows[0]);
    await waitFor(() => expect(location()).toBe('/careerManagement/video-detail?id=pingxing&lesson=l1'));
  });
});
