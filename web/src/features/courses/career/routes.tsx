import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { SHELVES } from '../lib/shelves';

const CourseListPage = lazy(() => import(/* webpackChunkName: "course-list-page" */ '../components/CourseListPage'));
const CourseDetailPage = lazy(() => import(/* webpackChunkName: "course-detail-page" */ '../components/CourseDetailPage'));
const CourseCategoriesPage = lazy(() => import(/* webpackChunkName: "course-categories-page" */ './CourseCategoriesPage'));

/**
 * The courses inside career management (children of /careerManagement, open to everyone):
 * 生涯课堂 (the courses of one category), 网络课堂 (the categories, the catalogue and a course's
 * page), all on the same Course/* calls as /videolist and /study-detail.
 */
export const careerCourseRoutes: RouteObject[] = [
  { path: 'careerCourse', element: <CourseListPage shelf={SHELVES.careerCourse} /> },
  { path: 'videoCourse', element: <CourseCategoriesPage /> },
  { path: 'video-list', element: <CourseListPage shelf={SHELVES.videoList} /> },
  { path: 'video-detail', element: <CourseDetailPage shelf={SHELVES.videoList} /> },
];
