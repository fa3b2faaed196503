import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Each page is its own chunk; the chart library loads with them only.
const QueryRankPage = lazy(() => import(/* webpackChunkName: "query-rank-page" */ './components/QueryRankPage'));
const QueryBatchPage = lazy(() => import(/* webpackChunkName: "query-batch-page" */ './components/QueryBatchPage'));

/** Admission data pages: /query-rank (一分一段 / 位次查询) and /query-batch (批次线查询). */
export const admissionRoutes: RouteObject[] = [
  { path: '/query-rank', element: <QueryRankPage /> },
  { path: '/query-batch', element: <QueryBatchPage /> },
];
