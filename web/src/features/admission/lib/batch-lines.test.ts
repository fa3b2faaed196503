import { describe, expect, it } from 'vitest';
import { BATCH_2025 } from '../test/fixtures';
import { groupByTrack, ordinaryTracks, trendOf } from './batch-lines';
import { bandIndexOf, distributionSeries, pageOf } from './rank-bands';
import { bandText, rankRangeText } from './format';

describe('batch lines', () => {
  it('groups by track, 普通类 first inside a track and tracks with 普通类 lines first', () => {
    const special = { ...BATCH_2025[2], BatchId: 'b9', Track: '体育类', Category: '体育类' };
    const groups = groupByTrack([special, ...BATCH_2025]);
    expect(groups.map((g) => g.track)).toEqual(['历史类', '物理类', '体育类']);
    expect(groups[1].lines.map((l) => l.Batch)).toEqual(['本科线', '体育类本科']);
  });
  it('draws one series per 普通类 line name of a track, years ascending', () => {
    const y = (Year: number, Score: number, Batch = '本科线') => ({ Years: [], Year, List: [{ ...BATCH_2025[3], Batch, Score }] });
    const answers = [y(2026, 425, '普通类本科录取最低分数线'), y(2025, 436), y(2024, 442), { Years: [], Year: 2023, List: [] }];
    expect(ordinaryTracks(answers)).toEqual(['物理类']);
    expect(trendOf(answers, '物理类').series).toEqual([
      { name: '普通类本科录取最低分数线', points: [{ x: 2026, y: 425 }] },
      { name: '本科线', points: [{ x: 2024, y: 442 }, { x: 2025, y: 436 }] },
    ]);
    expect(trendOf(answers, '历史类').series).toEqual([]);
  });
  it('joins a line 广东 renamed in 2026 to its earlier series, and says so', () => {
    const y = (Year: number, lines: [string, number, string?][]) => ({
      Years: [],
      Year,
      List: lines.map(([Batch, Score, Category = '普通类']) => ({ ...BATCH_2025[3], Batch, Score, Category })),
    });
    const answers = [
      y(2026, [['普通类本科录取最低分数线', 425], ['特殊类型招生录取最低分数线', 539, '特殊类型招生'], ['普通类高职专科录取最低分数线', 200]]),
      y(2025, [['本科线', 436], ['特控线', 534]]),
    ];
    const t = trendOf(answers, '物理类', 44);
    expect(t.series).toEqual([
      { name: '本科线', points: [{ x: 2025, y: 436 }, { x: 2026, y: 425 }] },
      { name: '特控线', points: [{ x: 2025, y: 534 }, { x: 2026, y: 539 }] },
      { name: '普通类高职专科录取最低分数线', points: [{ x: 2026, y: 200 }] },
    ]);
    expect(t.joined).toEqual([
      { name: '本科线', renamed: '普通类本科录取最低分数线', since: 2026 },
      { name: '特控线', renamed: '特殊类型招生录取最低分数线', since: 2026 },
    ]);
    // another province's lines of the same names are not joined; nor is 2026 alone
    expect(trendOf(answers, '物理类', 13).joined).toEqual([]);
    const only2026 = trendOf([answers[0]], '物理类', 44);
    expect(only2026.joined).toEqual([]);
    expect(only2026.series.map((s) => s.name)).toEqual(['普通类本科录取最低分数线', '普通类高职专科录取最低分数线']);
  });
});

describe('a whole table', () => {
  const list = [
    { ScoreHigh: 750, ScoreLow: 680, Count: 120, Cumulative: 120, RankBest: 1 },
    { ScoreHigh: 679, ScoreLow: 679, Count: 5, Cumulative: 125, RankBest: 121 },
    { ScoreHigh: 677, ScoreLow: 677, Count: 7, Cumulative: 132, RankBest: 126 },
  ];
  it('finds the band of a score, merged bands too, and its page', () => {
    expect(bandIndexOf(list, 700)).toBe(0);
    expect(bandIndexOf(list, 677)).toBe(2);
    expect(bandIndexOf(list, 678)).toBe(-1);
    expect(bandIndexOf(list, 751)).toBe(-1);
    expect(pageOf(2, 10)).toBe(1);
    expect(pageOf(25, 10)).toBe(3);
    expect(pageOf(-1, 10)).toBe(1);
  });
  it('plots 累计人数 at each band floor and marks the asked score', () => {
    const s = distributionSeries(list, { score: 679, rank: 125 });
    expect(s[0].points).toEqual([{ x: 680, y: 120 }, { x: 679, y: 125 }, { x: 677, y: 132 }]);
    expect(s[1]).toEqual({ name: '本次查询（679分）', points: [{ x: 679, y: 125 }], marker: true });
    expect(distributionSeries(list, null)).toHaveLength(1);
  });
  it('reads bands and ranges', () => {
    expect(bandText(750, 680)).toBe('合并分段 680–750分');
    expect(bandText(600, 600)).toBe('600分');
    expect(rankRangeText(26229, 26988)).toBe('26229–26988');
    expect(rankRangeText(1, 1)).toBe('1');
  });
});
