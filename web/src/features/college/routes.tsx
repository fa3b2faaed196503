import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const UniversityPage = lazy(() => import(/* webpackChunkName: "college-list-page" */ './components/UniversityPage'));
const CollegeDetailPage = lazy(() => import(/* webpackChunkName: "college-detail-page" */ './components/CollegeDetailPage'));
const ComparePage = lazy(() => import(/* webpackChunkName: "college-compare-page" */ './components/ComparePage'));
const CharterPage = lazy(() => import(/* webpackChunkName: "college-charter-page" */ './components/CharterPage'));
const RankPage = lazy(() => import(/* webpackChunkName: "college-rank-page" */ './components/RankPage'));

/** College pages: /university, /university-detail, /college-compareCollege, /college-rank, the /query/college* variants and /constitution-details. */
export const collegeRoutes: RouteObject[] = [
  { path: '/university', element: <UniversityPage /> },
  { path: '/query/college', element: <UniversityPage /> },
  { path: '/university-detail', element: <CollegeDetailPage /> },
  { path: '/query/collegedetail', element: <CollegeDetailPage /> },
  { path: '/college-compareCollege', element: <ComparePage /> },
  { path: '/query/compare', element: <ComparePage /> },
  { path: '/college-rank', element: <RankPage /> },
  { path: '/query/collegerank', element: <RankPage /> },
  { path: '/constitution-details', element: <CharterPage /> },
];
