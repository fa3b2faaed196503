import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Each page is its own chunk.
const TestHubPage = lazy(() => import(/* webpackChunkName: "test-hub" */ './components/TestHubPage'));
const TestIntroPage = lazy(() => import(/* webpackChunkName: "test-intro" */ './components/TestIntroPage'));
const AnswerPage = lazy(() => import(/* webpackChunkName: "test-answer" */ './components/AnswerPage'));
const StatsPage = lazy(() => import(/* webpackChunkName: "test-stats" */ './components/StatsPage'));
const TestTipsPage = lazy(() => import(/* webpackChunkName: "test-tips" */ './components/TestTipsPage'));
const ChooseSubjectPage = lazy(() => import(/* webpackChunkName: "choose-subject" */ './components/ChooseSubjectPage'));
const SubjectTipsPage = lazy(() => import(/* webpackChunkName: "exam-test-tips" */ './components/SubjectTipsPage'));
const ChooseProvincePage = lazy(() => import(/* webpackChunkName: "exam-test-province" */ './components/ChooseProvincePage'));
const EnterContentPage = lazy(() => import(/* webpackChunkName: "exam-test-content" */ './components/EnterContentPage'));
const SubjectAnswerPage = lazy(() => import(/* webpackChunkName: "exam-test-answer" */ './components/SubjectAnswerPage'));
const PathTestPage = lazy(() => import(/* webpackChunkName: "enter-path" */ './components/PathTestPage'));

/**
 * 测评 pages anyone may open: the hub, each test's intro, the answer pages (submitting asks a
 * visitor to log in), 大家的测评, 测评说明, 新高考选科 and the 选科测评's steps. The result pages
 * are in protected-routes.tsx.
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
  { path: '/choose-subject', element: <ChooseSubjectPage /> },
  { path: '/exam-test', element: <TestIntroPage bank="subjects" /> },
  { path: '/exam-test-tips', element: <SubjectTipsPage /> },
  { path: '/exam-test/choose-province', element: <ChooseProvincePage /> },
  { path: '/exam-test/enter-content', element: <EnterContentPage /> },
  { path: '/exam-test/new-test-content', element: <SubjectAnswerPage /> },
  { path: '/enter-path', element: <PathTestPage /> },
  { path: '/allround', element: <TestIntroPage bank="allround" /> },
  { path: '/allround-answer', element: <AnswerPage bank="allround" /> },
];
