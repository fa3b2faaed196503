import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';

const AdminLayout = lazy(() => import(/* webpackChunkName: "admin-console" */ './components/AdminLayout'));
const ContentListPage = lazy(() => import(/* webpackChunkName: "admin-list" */ './components/ContentListPage'));
const EditorPage = lazy(() => import(/* webpackChunkName: "admin-editor" */ './components/EditorPage'));
const SitePage = lazy(() => import(/* webpackChunkName: "admin-site" */ './components/SitePage'));
// 专家入驻's review lives with the experts feature.
const ExpertReviewListPage = lazy(() => import(/* webpackChunkName: "admin-experts" */ '@/features/experts/console/ExpertReviewListPage'));
const ExpertReviewPage = lazy(() => import(/* webpackChunkName: "admin-expert" */ '@/features/experts/console/ExpertReviewPage'));
// 课程's editing lives with the courses feature.
const CourseConsoleListPage = lazy(() => import(/* webpackChunkName: "admin-courses" */ '@/features/courses/console/CourseConsoleListPage'));
const CourseEditorPage = lazy(() => import(/* webpackChunkName: "admin-course" */ '@/features/courses/console/CourseEditorPage'));

/**
 * The operators' console (/admin). Outside the SPEC's routes and in no menu; login required, so
 * the router registers it under RequireAuth (a protected-routes file: the public route checks
 * of the browser tests do not list it). Roles are checked by the server (Admin/Me).
 */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    element: <AdminLayout />,
    children: [
      { index: true, element: <Navigate to="/admin/news" replace /> },
      { path: 'site', element: <SitePage /> },
      { path: 'experts', element: <ExpertReviewListPage /> },
      { path: 'experts/:id', element: <ExpertReviewPage /> },
      { path: 'courses', element: <CourseConsoleListPage /> },
      { path: 'courses/new', element: <CourseEditorPage /> },
      { path: 'courses/:id', element: <CourseEditorPage /> },
      { path: ':kind', element: <ContentListPage /> },
      { path: ':kind/new', element: <EditorPage /> },
      { path: ':kind/:id', element: <EditorPage /> },
    ],
  },
];
