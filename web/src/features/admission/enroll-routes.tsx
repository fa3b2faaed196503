import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Each page is its own chunk; the chart library loads only with the history page.
const EnrollDataPage = lazy(() => import(/* webpackChunkName: "enroll-data-page" */ './components/enroll/EnrollDataPage'));
const AdmissionSearchPage = lazy(() => import(/* webpackChunkName: "admission-search-page" */ './components/enroll/AdmissionSearchPage'));
const EnrollDataInfoPage = lazy(() => import(/* webpackChunkName: "enroll-data-info-page" */ './components/enroll/EnrollDataInfoPage'));
const PlanSearchPage = lazy(() => import(/* webpackChunkName: "enroll-plan-page" */ './components/enroll/PlanSearchPage'));
const PlanInfoPage = lazy(() => import(/* webpackChunkName: "enroll-plan-info-page" */ './components/enroll/PlanInfoPage'));

/**
 * Admission results and plans: /enroll-data (院校投档线), /admissioncollegeandmajorsearch (院校及专业),
 * /enroll-data-info (one school's history), /enroll-plan and /admissionplansearch (招生计划),
 * /enroll-plan-info (one school's plans).
 */
export const enrollRoutes: RouteObject[] = [
  { path: '/enroll-data', element: <EnrollDataPage /> },
  { path: '/admissioncollegeandmajorsearch', element: <AdmissionSearchPage /> },
  { path: '/enroll-data-info', element: <EnrollDataInfoPage /> },
  { path: '/enroll-plan', element: <PlanSearchPage /> },
  { path: '/admissionplansearch', element: <PlanSearchPage /> },
  { path: '/enroll-plan-info', element: <PlanInfoPage /> },
];
