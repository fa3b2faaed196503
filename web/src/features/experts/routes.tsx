import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ExpertListPage = lazy(() => import(/* webpackChunkName: "expert-list-page" */ './components/ExpertListPage'));
const ExpertDetailPage = lazy(() => import(/* webpackChunkName: "expert-detail-page" */ './components/ExpertDetailPage'));

/**
 * The experts' public pages (docs/API-EXPERTS.md): 专家团队 (/expertlist) and an expert's page with
 * booking (/expertdetail?id=). 专家入驻 needs a login: protected-routes.tsx.
 */
export const expertRoutes: RouteObject[] = [
  { path: '/expertlist', element: <ExpertListPage /> },
  { path: '/expertdetail', element: <ExpertDetailPage /> },
];
