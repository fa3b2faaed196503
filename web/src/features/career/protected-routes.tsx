import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const CareerPlanPage = lazy(() => import(/* webpackChunkName: "career-plan-page" */ './components/CareerPlanPage'));
const LearningPlanPage = lazy(() => import(/* webpackChunkName: "learning-plan-page" */ './components/LearningPlanPage'));
const TargetLocationPage = lazy(() => import(/* webpackChunkName: "target-location-page" */ './components/TargetLocationPage'));

/**
 * The student's own career pages (docs/API-CAREER.md): children of /careerManagement, login
 * required — the router puts them under RequireAuth inside the career layout.
 */
export const careerRoutes: RouteObject[] = [
  { path: 'careerplan', element: <CareerPlanPage /> },
  { path: 'learningplan', element: <LearningPlanPage /> },
  { path: 'targetlocation', element: <TargetLocationPage /> },
];
