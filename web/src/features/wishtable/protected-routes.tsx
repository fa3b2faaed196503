import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const WishTablePage = lazy(() => import(/* webpackChunkName: "wishtable-page" */ './components/WishTablePage'));
const JoinPage = lazy(() => import(/* webpackChunkName: "wish-join-page" */ './components/JoinPage'));
const HistoryPage = lazy(() => import(/* webpackChunkName: "wish-history-page" */ './components/HistoryPage'));
const ResultPage = lazy(() => import(/* webpackChunkName: "wish-result-page" */ './components/ResultPage'));
const DownloadPage = lazy(() => import(/* webpackChunkName: "wish-download-page" */ './components/DownloadPage'));
const PrintPage = lazy(() => import(/* webpackChunkName: "wish-print-page" */ './components/PrintPage'));

/** /wish-list (the personal center's 我的志愿表; the router puts it in the personal layout). */
export const WishListPage = lazy(() => import(/* webpackChunkName: "wish-list-page" */ './components/WishListPage'));

/**
 * 志愿表 pages. Login required (a table belongs to its owner and the people it is shared with):
 * the router registers them under RequireAuth, not with the public feature routes.
 */
export const wishtableRoutes: RouteObject[] = [
  { path: '/wishtable', element: <WishTablePage /> },
  { path: '/wish-table', element: <JoinPage /> },
  { path: '/wish-detail', element: <HistoryPage /> },
  { path: '/wish-result', element: <ResultPage /> },
  { path: '/download', element: <DownloadPage /> },
  { path: '/online-print', element: <PrintPage /> },
];
