import { describe, expect, it } from 'vitest';
import { caveatFor, distinctSources } from './caveats';

const GD = '该表为第三方汇编；2011—2017年只有每5分一档的数据，档内分数的位次按该档最低位次估算';

describe('caveats', () => {
  it('drop the clauses about other years and keep the general ones', () => {
    expect(caveatFor(GD, [2025])).toBe('该表为第三方汇编');
    expect(caveatFor(GD, [2016])).toBe(GD);
    expect(caveatFor(GD, [2025, 2017])).toBe(GD);
    expect(caveatFor(GD, [])).toBe(GD);
    expect(caveatFor('2024年的表缺少末段', [2023])).toBe('');
    expect(caveatFor('该表由图片识别整理，个别数字可能有误', [2025])).toBe('该表由图片识别整理，个别数字可能有误');
  });
  it('list each source once with the years it covers', () => {
    const a = { Id: 'a', Authority: 'A', Title: 't', Url: '', Official: true };
    const b = { Id: 'b', Authority: 'B', Title: 't', Url: '', Official: false };
    expect(distinctSources([{ source: a, year: 2025 }, { source: b, year: 2024 }, { source: a, year: 2024 }, { source: null, year: 2023 }]))
      .toEqual([{ source: a, years: [2025, 2024] }, { source: b, years: [2024] }]);
  });
});
