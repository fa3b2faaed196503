import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { READING } from './kinds';

const ReadingListPage = lazy(() => import(/* webpackChunkName: "career-reading-list" */ './ReadingListPage'));
const ReadingDetailPage = lazy(() => import(/* webpackChunkName: "career-reading-detail" */ './ReadingDetailPage'));

/** Career management's reading, open to everyone: a list per kind and, but for books, a detail page. */
export const readingRoutes: RouteObject[] = READING.flatMap((k) => [
  { path: k.listPath, element: <ReadingListPage k={k} /> },
  ...(k.detailPath ? [{ path: k.detailPath, element: <ReadingDetailPage k={k} /> }] : []),
]);
