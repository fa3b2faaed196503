import { describe, expect, it } from 'vitest';
import { figureText, rankOf, scoreText } from './components/enroll/figures';
import { effectiveFilter, facetCount } from './components/enroll/history';
import { parseBound, rangeError, readSearch, writeSearch } from './components/enroll/search-state';
import { MAX_SERIES, rankSeries, scoreSeries } from './components/enroll/trend';
import { row } from './components/enroll/test-fixtures';

describe('figures', () => {
  it('reads null as 未公布 and keeps a published 0', () => {
    expect(figureText(null)).toBe('未公布');
    expect(figureText(undefined)).toBe('未公布');
    expect(figureText(0)).toBe('0');
  });
  it('shows a score as printed when it is not a whole number, else 未公布', () => {
    expect(scoreText({ MinScore: 612, MinScoreText: '612' })).toBe('612');
    expect(scoreText({ MinScore: null, MinScoreText: '612.35' })).toBe('612.35');
    expect(scoreText({ MinScore: null, MinScoreText: '' })).toBe('未公布');
    expect(scoreText({ MinScore: null })).toBe('未公布');
  });
  it('prefers the printed rank, then the converted one, never making one up', () => {
    expect(rankOf({ MinRank: 95, ConvertedRank: 101 })).toEqual({ kind: 'official', value: 95 });
    expect(rankOf({ MinRank: null, ConvertedRank: 101 })).toEqual({ kind: 'converted', value: 101 });
    expect(rankOf({ MinRank: null, ConvertedRank: null })).toEqual({ kind: 'none', value: null });
  });
});

describe('search state in the URL', () => {
  it('round-trips and leaves defaults out', () => {
    const s = readSearch(new URLSearchParams('province=44&year=2025&track=物理类&smin=600&rmax=5000&page=2&size=20'));
    expect(s).toMatchObject({ province: 44, year: 2025, track: '物理类', scoreMin: 600, scoreMax: null, rankMax: 5000, page: 2, size: 20 });
    expect(writeSearch(s, { tab: 'major' }).toString()).toBe('tab=major&province=44&year=2025&track=%E7%89%A9%E7%90%86%E7%B1%BB&smin=600&rmax=5000&page=2&size=20');
    expect(readSearch(new URLSearchParams('size=7&page=-1')).size).toBe(10);
    expect(writeSearch(readSearch(new URLSearchParams(''))).toString()).toBe('');
    // 选科筛选: known subjects once each in display order, at most four
    expect(readSearch(new URLSearchParams('subj=化学,物理,音乐,化学')).subjects).toEqual(['物理', '化学']);
    expect(writeSearch(readSearch(new URLSearchParams('subj=化学,物理'))).toString()).toBe('subj=%E7%89%A9%E7%90%86%2C%E5%8C%96%E5%AD%A6');
  });
  it('checks the ranges the way the server does', () => {
    expect(parseBound(' 600 ')).toBe(600);
    expect(parseBound('')).toBeNull();
    expect(parseBound('6o0')).toBeUndefined();
    expect(rangeError(600, 500, '分数')).toBe('分数范围无效');
    expect(rangeError(600, 901, '分数')).toBe('分数范围无效');
    expect(rangeError(undefined, null, '位次')).toBe('位次范围无效');
    expect(rangeError(null, 5000, '位次')).toBe('');
    expect(rangeError(100, 100, '分数')).toBe('');
  });
});

describe('history filters', () => {
  const facets = [
    { Year: 2025, Track: '物理类', Batch: '本科批', Count: 3 },
    { Year: 2025, Track: '历史类', Batch: '本科批', Count: 1 },
    { Year: 2024, Track: '物理类', Batch: '提前批', Count: 2 },
  ];
  it('falls back to the newest year and 不限 for choices the school does not have', () => {
    expect(effectiveFilter(facets, { year: null, track: '', batch: '' })).toEqual({ year: 2025, track: '', batch: '' });
    expect(effectiveFilter(facets, { year: 2024, track: '历史类', batch: '提前批' })).toEqual({ year: 2024, track: '', batch: '提前批' });
    expect(effectiveFilter([], { year: 2025, track: '物理类', batch: '' })).toEqual({ year: null, track: '', batch: '' });
    expect(facetCount(facets, { year: 2025, track: '', batch: '' })).toBe(4);
  });
});

describe('trend series', () => {
  it('takes per school name and year the lowest score and the largest rank; renumbered groups do not matter', () => {
    const rows = [
      row({ Id: 1, Year: 2025, Batch: '本科批', GroupCode: '206', MinScore: 689, MinRank: 99 }),
      row({ Id: 2, Year: 2025, Batch: '本科批', GroupCode: '206', SchoolName: '北京大学医学部', MinScore: 676, MinRank: 512 }),
      row({ Id: 3, Year: 2025, Batch: '本科批', GroupCode: '209', SchoolName: '北京大学医学部', MinScore: 661, MinRank: null, ConvertedRank: 1948 }),
      row({ Id: 4, Year: 2024, Batch: '本科批', GroupCode: '203', MinScore: 689, MinRank: null, ConvertedRank: 85 }),
      row({ Id: 5, Year: 2024, Batch: '本科批', GroupCode: '', MinScore: null, MinRank: null, ConvertedRank: null }),
      row({ Id: 6, Year: 2025, Track: '历史类', GroupCode: '205', MinScore: 669 }),
    ];
    // 医学部 has one year only: beside a real line it is listed, not drawn as a dot that reads as a stopped line.
    const scores = scoreSeries(rows, '物理类');
    expect(scores.series).toEqual([{ name: '北京大学', points: [{ x: 2024, y: 689 }, { x: 2025, y: 689 }] }]);
    expect(scores.lone).toEqual([{ name: '北京大学医学部', year: 2025, value: 661, groups: 2 }]);
    // 医学部 2025 has an official rank: its converted 1948 is not drawn; 北京大学 2024 has only a converted one.
    // Every rank series has one year: none is drawn (the chart is left out), all are listed.
    expect(rankSeries(rows, '物理类').series).toEqual([]);
    expect(rankSeries(rows, '物理类').lone).toEqual([
      { name: '北京大学', year: 2025, value: 99, groups: 1 },
      { name: '北京大学医学部', year: 2025, value: 512, groups: 2 },
      { name: '北京大学', year: 2024, value: 85, converted: true, groups: 1 },
    ]);
    expect(scoreSeries(rows, '综合').series).toEqual([]);
  });
  it('names series by batch when a track has several, and keeps the ones with the most years', () => {
    const rows = [row({ Id: 1, Batch: '本科批' }), row({ Id: 2, Batch: '提前批', MinScore: 650 }), row({ Id: 3, Year: 2024, Batch: '本科批' }), row({ Id: 4, Year: 2024, Batch: '提前批' })];
    expect(scoreSeries(rows, '物理类').series.map((s) => s.name)).toEqual(['本科批 北京大学', '提前批 北京大学']);
    const many = Array.from({ length: MAX_SERIES + 2 }, (_, i) => row({ Id: i, SchoolName: `学校${i}`, Year: 2025 }));
    many.push(...Array.from({ length: MAX_SERIES + 2 }, (_, i) => row({ Id: 100 + i, SchoolName: `学校${i}`, Year: 2024 })));
    many.push(row({ Id: 99, SchoolName: '学校9', Year: 2023 }));
    const { series, dropped } = rankSeries(many, '物理类');
    expect(series.length).toBe(MAX_SERIES);
    expect(dropped).toBe(2);
    expect(series.some((s) => s.name === '学校9' && s.points.length === 3)).toBe(true);
  });
});
