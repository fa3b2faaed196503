import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const PolicyPage = lazy(() => import(/* webpackChunkName: "policy-page" */ './components/PolicyPage'));

/** The 用户协议 (/agreement) and 隐私政策 (/privacy) the login page links to. */
export const policyRoutes: RouteObject[] = [
  { path: '/agreement', element: <PolicyPage kind="agreement" /> },
  { path: '/privacy', element: <PolicyPage kind="privacy" /> },
];
