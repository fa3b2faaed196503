import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const SettleInPage = lazy(() => import(/* webpackChunkName: "expert-settle-page" */ './components/SettleInPage'));

/**
 * 专家入驻 (/expertsettlein): the application and, once approved, the expert's workbench. Login
 * required: the router registers it under RequireAuth.
 */
export const expertProtectedRoutes: RouteObject[] = [{ path: '/expertsettlein', element: <SettleInPage /> }];
