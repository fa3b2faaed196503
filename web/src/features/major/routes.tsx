import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Each page is its own chunk.
const MajorCatalogPage = lazy(() => import(/* webpackChunkName: "major-catalog-page" */ './components/MajorCatalogPage'));
const MajorListPage = lazy(() => import(/* webpackChunkName: "major-list-page" */ './components/MajorListPage'));
const MajorDetailPage = lazy(() => import(/* webpackChunkName: "major-detail-page" */ './components/MajorDetailPage'));
const MajorRankPage = lazy(() => import(/* webpackChunkName: "major-rank-page" */ './components/MajorRankPage'));

/** Major pages: /specialty, /specialty-list, /specialty-detail, /specialty-rank and the /query/major* variants. */
export const majorRoutes: RouteObject[] = [
  { path: '/specialty', element: <MajorCatalogPage /> },
  { path: '/query/major', element: <MajorCatalogPage /> },
  { path: '/specialty-list', element: <MajorListPage /> },
  { path: '/query/majorlist', element: <MajorListPage /> },
  { path: '/specialty-detail', element: <MajorDetailPage /> },
  { path: '/query/majordetail', element: <MajorDetailPage /> },
  { path: '/specialty-rank', element: <MajorRankPage /> },
  { path: '/query/majorrank', element: <MajorRankPage /> },
];
