import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const DiagnosisPage = lazy(() => import(/* webpackChunkName: "diagnosis-page" */ './components/DiagnosisPage'));
const DiagnosisInfoPage = lazy(() => import(/* webpackChunkName: "diagnosis-info-page" */ './components/DiagnosisInfoPage'));

/**
 * 分数诊断 pages. Login required (SPEC §2): the router registers them under RequireAuth,
 * not with the public feature routes.
 */
export const diagnosisRoutes: RouteObject[] = [
  { path: '/diagnosis', element: <DiagnosisPage /> },
  { path: '/diagnosis-info', element: <DiagnosisInfoPage /> },
];
