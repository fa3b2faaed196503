import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from '@/app/router';
import { RequireAuth } from '@/app/layout/RequireAuth';
import { CAREER_CHILD_ROUTES, CAREER_PROTECTED_PATHS } from '@/app/routes/paths';
import { careerRoutes } from './protected-routes';

const behindLogin = (path: string) =>
  (matchRoutes(routes, path) ?? []).some((m) => isValidElement(m.route.element) && m.route.element.type === RequireAuth);

describe('career routes', () => {
  it('are the built career children, behind the login; the others stay public /develop pages', () => {
    expect(careerRoutes.map((r) => r.path)).toEqual(CAREER_PROTECTED_PATHS);
    for (const [p] of CAREER_CHILD_ROUTES) expect(behindLogin(`/careerManagement/${p}`), p).toBe(CAREER_PROTECTED_PATHS.includes(p));
  });
});
