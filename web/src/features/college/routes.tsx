import type { RouteObject } from 'react-router';

/** College pages: /university, /university-detail, /college-compareCollege, /college-rank and the /query/college* variants. */
export const collegeRoutes: RouteObject[] = [];
