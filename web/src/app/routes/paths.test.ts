import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { matchRoutes } from 'react-router';
import { DevelopPage } from '@/components/DevelopPage';
import { routes } from '../router';
import { allSpecPaths, PROTECTED_PATHS } from './paths';

describe('route table', () => {
  it('registers every SPEC §2 path (none falls to the catch-all)', () => {
    for (const path of allSpecPaths()) {
      const matched = matchRoutes(routes, path) ?? [];
      const leaf = matched[matched.length - 1]?.route;
      expect(leaf, path).toBeTruthy();
      expect(leaf.path, path).not.toBe('*');
    }
  });
  it('includes the spec login-required paths', () => {
    for (const p of ['/personal', '/examinee', '/openvip', '/setpwd', '/diagnosis', '/diagnosis-info']) expect(PROTECTED_PATHS).toContain(p);
  });
  it('renders a built page, not the /develop placeholder, for a built route (/ai: AI 智能问答)', () => {
    for (const path of ['/ai', '/expertlist']) {
      const matched = matchRoutes(routes, path) ?? [];
      const leaf = matched[matched.length - 1]?.route;
      expect((leaf?.element as ReactElement | undefined)?.type, path).not.toBe(DevelopPage);
    }
    const other = matchRoutes(routes, '/contrast') ?? [];
    expect((other[other.length - 1]?.route.element as ReactElement).type).toBe(DevelopPage);
  });
  it('has no duplicate paths', () => {
    const all = allSpecPaths();
    expect(new Set(all).size).toBe(all.length);
  });
});
