import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Each page is its own chunk.
const ProfessionHomePage = lazy(() => import(/* webpackChunkName: "profession-home" */ './components/ProfessionHomePage'));
const ProfessionListPage = lazy(() => import(/* webpackChunkName: "profession-list" */ './components/ProfessionListPage'));
const ProfessionTypeListPage = lazy(() => import(/* webpackChunkName: "profession-typelist" */ './components/ProfessionTypeListPage'));
const ProfessionSearchPage = lazy(() => import(/* webpackChunkName: "profession-search" */ './components/ProfessionSearchPage'));
const ProfessionDetailPage = lazy(() => import(/* webpackChunkName: "profession-detail" */ './components/ProfessionDetailPage'));
const OccupationBrowsePage = lazy(() => import(/* webpackChunkName: "profession-dadian" */ './components/OccupationBrowsePage'));
const IndustryPage = lazy(() => import(/* webpackChunkName: "industry" */ './components/IndustryPage'));
const IndustryDetailPage = lazy(() => import(/* webpackChunkName: "industry-detail" */ './components/IndustryDetailPage'));

/** Profession and industry pages: /profession*, /profession-dadian (职业分类大典), /industry, /industry-detail. */
export const professionRoutes: RouteObject[] = [
  { path: '/profession', element: <ProfessionHomePage /> },
  { path: '/profession-list', element: <ProfessionListPage /> },
  { path: '/profession-typelist', element: <ProfessionTypeListPage /> },
  { path: '/profession-seachlist', element: <ProfessionSearchPage /> },
  { path: '/profession-detail', element: <ProfessionDetailPage /> },
  { path: '/profession-dadian', element: <OccupationBrowsePage /> },
  { path: '/industry', element: <IndustryPage /> },
  { path: '/industry-detail', element: <IndustryDetailPage /> },
];
