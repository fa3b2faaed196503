import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Each page is its own chunk; the chart library loads with /statistics only.
const RecommendStartPage = lazy(() => import(/* webpackChunkName: "recommend-start-page" */ './components/RecommendStartPage'));
const RecommendIndexPage = lazy(() => import(/* webpackChunkName: "recommend-index-page" */ './components/RecommendIndexPage'));
const StatisticsPage = lazy(() => import(/* webpackChunkName: "statistics-page" */ './components/StatisticsPage'));
const ChooseWishPage = lazy(() => import(/* webpackChunkName: "choose-wish-page" */ './components/ChooseWishPage'));
const NewExamPage = lazy(() => import(/* webpackChunkName: "new-exam-page" */ './components/NewExamPage'));

/**
 * 志愿推荐 pages (public: the probabilities are among the free basics): /recommend-start (the
 * query), /recommend-index (推荐结果), /statistics (志愿统计), /choose-wish (专业+院校) and
 * /new-exam (院校专业组). The query travels in the URL between them.
 */
export const recommendRoutes: RouteObject[] = [
  { path: '/recommend-start', element: <RecommendStartPage /> },
  { path: '/recommend-index', element: <RecommendIndexPage /> },
  { path: '/statistics', element: <StatisticsPage /> },
  { path: '/choose-wish', element: <ChooseWishPage /> },
  { path: '/new-exam', element: <NewExamPage /> },
];
