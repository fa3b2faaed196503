import { describe, expect, it } from 'vitest';
import { DETAIL } from '../test/fixtures';
import { checksOf, groupChecks, levelTitle } from './checks';

describe('checks', () => {
  it('groups by level, errors first, each in list order; empty groups left out', () => {
    const groups = groupChecks(DETAIL.Checks);
    expect(groups.map((g) => [g.title, g.checks.map((c) => c.Kind)])).toEqual([
      ['错误', ['选科不符']],
      ['提醒', ['未选专业']],
      ['说明', ['规则未核实']],
    ]);
    expect(groupChecks(DETAIL.Checks!.filter((c) => c.Level === 'info')).map((g) => g.level)).toEqual(['info']);
    expect(groupChecks(null)).toEqual([]);
  });
  it('finds a unit’s own checks', () => {
    expect(checksOf(DETAIL.Checks, 'group|物理类|c:10558|216').map((c) => c.Kind)).toEqual(['未选专业']);
    expect(levelTitle('warning')).toBe('提醒');
  });
});
