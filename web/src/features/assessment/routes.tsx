import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Each page is its own chunk.
const TestHubPage = lazy(() => import(/* webpackChunkName: "test-hub" */ './components/TestHubPage'));
const TestIntroPage = lazy(() => import(/* webpackChunkName: "test-intro" */ './components/TestIntroPage'));
const AnswerPage = lazy(() => import(/* webpackChunkName: "test-answer" */ './components/AnswerPage'));
const StatsPage = lazy(() => import(/* webpackChunkName: "test-stats" */ './components/StatsPage'));
const TestTipsPage = lazy(() => import(/* webpackChunkName: "test-tips" */ './components/TestTipsPage'));

/**
 * 测评 pages anyone may open: the hub, each test's intro, the answer pages (submitting asks a
 * visitor to log in), 大家的测评 and 测评说明. The result pages are in protected-routes.tsx.
 */
export const assessmentRoutes: RouteObject[] = [
  { path: '/test', element: <TestHubPage /> },
  { path: '/holland-test', element: <TestIntroPage bank="holland" /> },
  { path: '/new-holland', element: <TestIntroPage bank="holland" /> },
  { path: '/personality-test', element: <TestIntroPage bank="bigfive" /> },
  { path: '/MBTI', element: <TestIntroPage bank="type16" /> },
  { path: '/new-MBTI', element: <TestIntroPage bank="type16" /> },
  { path: '/holland-answer', element: <AnswerPage bank="holland" /> },
  { path: '/MBTI-answer', element: <AnswerPage bank="type16" /> },
  { path: '/test-content', element: <AnswerPage /> },
  { path: '/test-stats', element: <StatsPage /> },
  { path: '/test-tips', element: <TestTipsPage /> },
];
