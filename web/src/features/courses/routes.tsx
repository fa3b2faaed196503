import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { SHELVES } from './lib/shelves';

const CourseListPage = lazy(() => import(/* webpackChunkName: "course-list-page" */ './components/CourseListPage'));
const CourseDetailPage = lazy(() => import(/* webpackChunkName: "course-detail-page" */ './components/CourseDetailPage'));

/**
 * The online courses (docs/API-COURSES.md): the catalogue as 视频课程 (/videolist) and 在线学习
 * (/study), and a course's outline with its player (/study-detail?id=&lesson=). The console's
 * course editing is under /admin/courses (console/).
 */
export const courseRoutes: RouteObject[] = [
  { path: '/videolist', element: <CourseListPage shelf={SHELVES.videolist} /> },
  { path: '/study', element: <CourseListPage shelf={SHELVES.study} /> },
  { path: '/study-detail', element: <CourseDetailPage /> },
];
