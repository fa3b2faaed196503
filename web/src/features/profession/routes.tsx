import type { RouteObject } from 'react-router';

/** Profession and industry pages: /profession*, /industry, /industry-detail. */
export const professionRoutes: RouteObject[] = [];
