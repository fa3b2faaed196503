import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ArticleListPage = lazy(() => import(/* webpackChunkName: "article-list-page" */ './components/ArticleListPage'));
const ArticleDetailPage = lazy(() => import(/* webpackChunkName: "article-detail-page" */ './components/ArticleDetailPage'));
const HelpCenterPage = lazy(() => import(/* webpackChunkName: "help-center-page" */ './components/HelpCenterPage'));
const ContentPage = lazy(() => import(/* webpackChunkName: "content-page" */ './components/ContentPage'));

/**
 * Published content (docs/API-CONTENT.md): 资讯 (/newslist, /newsdetail?id=), 公告 (/noticelist,
 * /noticedetail?id=), 升学资讯 (/risenewslist, /risenewsdetail?id=), 帮助中心 (/helpcenter, an answer at ?id=) and pages (/content?code=).
 */
export const contentRoutes: RouteObject[] = [
  { path: '/newslist', element: <ArticleListPage kind="news" /> },
  { path: '/newsdetail', element: <ArticleDetailPage kind="news" /> },
  { path: '/noticelist', element: <ArticleListPage kind="notice" /> },
  { path: '/noticedetail', element: <ArticleDetailPage kind="notice" /> },
  { path: '/risenewslist', element: <ArticleListPage kind="rise" /> },
  { path: '/risenewsdetail', element: <ArticleDetailPage kind="rise" /> },
  { path: '/helpcenter', element: <HelpCenterPage /> },
  { path: '/content', element: <ContentPage /> },
];
