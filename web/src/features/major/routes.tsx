import type { RouteObject } from 'react-router';

/** Major pages: /specialty, /specialty-list, /specialty-detail, /specialty-rank and the /query/major* variants. */
export const majorRoutes: RouteObject[] = [];
