import { lazy } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { DevelopPage } from '@/components/DevelopPage';
import { RouteError } from '@/components/RouteError';
import { RootShell } from './layout/RootShell';
import { MainLayout } from './layout/MainLayout';
import { LoginLayout } from './layout/LoginLayout';
import { RequireAuth } from './layout/RequireAuth';
import { NotFoundPage, RedirectPage, RefreshPage } from './layout/SpecialPages';
import { assessmentRoutes } from '@/features/assessment/routes';
import { assessmentResultRoutes } from '@/features/assessment/protected-routes';
import { admissionRoutes } from '@/features/admission/routes';
import { enrollRoutes } from '@/features/admission/enroll-routes';
import { collegeRoutes } from '@/features/college/routes';
import { diagnosisRoutes } from '@/features/diagnosis/protected-routes';
import { majorRoutes } from '@/features/major/routes';
import { professionRoutes } from '@/features/profession/routes';
import { policyRoutes } from '@/features/policy/routes';
import { recommendRoutes } from '@/features/recommend/routes';
import { contentRoutes } from '@/features/content/routes';
import { expertRoutes } from '@/features/experts/routes';
import { courseRoutes } from '@/features/courses/routes';
import { chatRoutes } from '@/features/chat/routes';
import { expertProtectedRoutes } from '@/features/experts/protected-routes';
import { wishtableRoutes, WishListPage } from '@/features/wishtable/protected-routes';
import { adminRoutes } from '@/features/admin/protected-routes';
import { careerRoutes } from '@/features/career/protected-routes';
import { readingRoutes } from '@/features/career/reading/routes';
import { mattersRoutes } from '@/features/career/matters/routes';
import { careerCourseRoutes } from '@/features/courses/career/routes';
import { CAREER_CHILD_ROUTES, COMMON_ROUTES, MAIN_DEVELOP_ROUTES, type RouteTitle } from './routes/paths';

// Pages are split by route: each is its own chunk.
const IndexPage = lazy(() => import(/* webpackChunkName: "index-page" */ '@/features/home/components/IndexPage'));
const SearchPage = lazy(() => import(/* webpackChunkName: "search-page" */ '@/features/search/components/SearchPage'));
const LoginPage = lazy(() => import(/* webpackChunkName: "login-page" */ '@/features/auth/components/LoginPage'));
const CareerLayout = lazy(() => import(/* webpackChunkName: "career-layout" */ '@/features/career/components/CareerLayout'));
const PersonalLayout = lazy(() => import(/* webpackChunkName: "personal-layout" */ '@/features/personal/components/PersonalLayout'));
const UserInfoPage = lazy(() => import(/* webpackChunkName: "user-info-page" */ '@/features/personal/components/UserInfoPage'));
const ExamineePage = lazy(() => import(/* webpackChunkName: "examinee-page" */ '@/features/personal/components/ExamineePage'));
const SetPwdPage = lazy(() => import(/* webpackChunkName: "set-pwd-page" */ '@/features/personal/components/SetPwdPage'));
const SetAccountPage = lazy(() => import(/* webpackChunkName: "set-account-page" */ '@/features/personal/components/SetAccountPage'));
const SetRealScorePage = lazy(() => import(/* webpackChunkName: "set-real-score-page" */ '@/features/personal/components/SetRealScorePage'));
const AccountHistoryPage = lazy(() => import(/* webpackChunkName: "account-history-page" */ '@/features/personal/components/AccountHistoryPage'));
const OpenVipPage = lazy(() => import(/* webpackChunkName: "open-vip-page" */ '@/features/membership/components/OpenVipPage'));
const TestListPage = lazy(() => import(/* webpackChunkName: "test-list-page" */ '@/features/personal/components/TestListPage'));

// Feature pages that are built; their paths leave the /develop placeholder list.
const featureRoutes: RouteObject[] = [...collegeRoutes, ...majorRoutes, ...professionRoutes, ...admissionRoutes, ...enrollRoutes, ...policyRoutes, ...recommendRoutes, ...assessmentRoutes, ...contentRoutes, ...expertRoutes, ...courseRoutes, ...chatRoutes];
const built = new Set(featureRoutes.map((r) => r.path));

const develop = (list: RouteTitle[]): RouteObject[] =>
  list.filter(([path]) => !built.has(path)).map(([path, title]) => ({ path, element: <DevelopPage key={path} title={title} /> }));

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to="/index" replace /> },
      { path: '/refresh', element: <RefreshPage /> },
      { path: '/redirect', element: <RedirectPage /> },
      { element: <LoginLayout />, errorElement: <RouteError />, children: [{ path: '/login', element: <LoginPage /> }] },
      {
        element: <MainLayout />,
        errorElement: <RouteError />,
        children: [
          { path: '/index', element: <IndexPage /> },
          { path: '/develop', element: <DevelopPage /> },
          { path: '/search', element: <SearchPage /> },
          ...featureRoutes,
          ...develop(COMMON_ROUTES),
          ...develop(MAIN_DEVELOP_ROUTES),
          {
            path: '/careerManagement',
            element: <CareerLayout />,
            children: [
              { index: true, element: <Navigate to="/careerManagement/careerplan" replace /> },
              { element: <RequireAuth />, children: careerRoutes },
              ...readingRoutes,
              ...careerCourseRoutes,
              ...mattersRoutes,
              ...develop(CAREER_CHILD_ROUTES.filter(([p]) => ![...careerRoutes, ...readingRoutes, ...careerCourseRoutes, ...mattersRoutes].some((r) => r.path === p))),
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: '/personal', element: <Navigate to="/userinfo" replace /> },
              ...diagnosisRoutes,
              ...wishtableRoutes,
              ...assessmentResultRoutes,
              ...adminRoutes,
              ...expertProtectedRoutes,
              {
                element: <PersonalLayout />,
                children: [
                  { path: '/userinfo', element: <UserInfoPage /> },
                  { path: '/examinee', element: <ExamineePage /> },
                  { path: '/openvip', element: <OpenVipPage /> },
                  { path: '/setpwd', element: <SetPwdPage /> },
                  { path: '/setaccount', element: <SetAccountPage /> },
                  { path: '/wish-list', element: <WishListPage /> },
                  { path: '/test-list', element: <TestListPage /> },
                  { path: '/account-history', element: <AccountHistoryPage /> },
                  { path: '/setRealScore', element: <SetRealScorePage /> },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createHashRouter(routes);
