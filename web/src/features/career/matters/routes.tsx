import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const EntranceMattersPage = lazy(() => import(/* webpackChunkName: "entrance-matters-page" */ './EntranceMattersPage'));

/** 升学事项, a child of /careerManagement open to everyone (the signed-in student's province first). */
export const mattersRoutes: RouteObject[] = [{ path: 'entrancematters', element: <EntranceMattersPage /> }];
