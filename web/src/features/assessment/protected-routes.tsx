import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ResultPage = lazy(() => import(/* webpackChunkName: "test-result" */ './components/ResultPage'));
const SubjectResultPage = lazy(() => import(/* webpackChunkName: "exam-test-result" */ './components/SubjectResultPage'));
const PathResultPage = lazy(() => import(/* webpackChunkName: "path-result" */ './components/PathResultPage'));
const AllroundResultPage = lazy(() => import(/* webpackChunkName: "allround-result" */ './components/AllroundResultPage'));

/**
 * 测评 result pages. Login required (a result belongs to the student who submitted it): the
 * router registers them under RequireAuth, not with the public feature routes.
 */
export const assessmentResultRoutes: RouteObject[] = [
  { path: '/holland-result', element: <ResultPage bank="holland" /> },
  { path: '/MBTI-result', element: <ResultPage bank="type16" /> },
  { path: '/test-result', element: <ResultPage /> },
  { path: '/exam-test/sort-score', element: <SubjectResultPage /> },
  { path: '/submit-test', element: <PathResultPage /> },
  { path: '/allround-result', element: <AllroundResultPage /> },
];
