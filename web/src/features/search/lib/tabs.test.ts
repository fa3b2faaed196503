import { describe, expect, it } from 'vitest';
import { isSearchKind, SEARCH_TABS } from './tabs';

describe('search tabs', () => {
  it('are 资讯, 院校, 专业, 职业', () => {
    expect(SEARCH_TABS.map((t) => t.label)).toEqual(['资讯', '院校', '专业', '职业']);
  });
  it('know their kinds', () => {
    expect(isSearchKind('news')).toBe(true);
    expect(isSearchKind('school')).toBe(false);
    expect(isSearchKind(null)).toBe(false);
  });
});
