import { describe, expect, it } from 'vitest';
import { loneNote } from './LinesTrend';
import { MAX_SERIES, rankSeries, scoreSeries } from './trend';
import { row } from './test-fixtures';

// 北京大学 in 河南 文科: school-level lines (no group code), a rank in 2024 only.
const HENAN = [
  row({ Id: 1, Year: 2021, Track: '文科', Batch: '本科一批', Level: 'school', GroupCode: '', MinScore: 669, MinRank: null, ConvertedRank: null }),
  row({ Id: 2, Year: 2024, Track: '文科', Batch: '本科一批', Level: 'school', GroupCode: '', MinScore: 652, MinRank: 76, ConvertedRank: 76 }),
];

// 北京大学医学部 in 广东 历史类: two groups in 2023 (201 at 650, 202 at 620), one from 2024.
const SPLIT = [
  row({ Id: 1, Year: 2023, Track: '历史类', SchoolName: '北京大学医学部', GroupCode: '201', MinScore: 650, MinRank: 202, ConvertedRank: 216 }),
  row({ Id: 2, Year: 2023, Track: '历史类', SchoolName: '北京大学医学部', GroupCode: '202', MinScore: 620, MinRank: 1381, ConvertedRank: 1398 }),
  row({ Id: 3, Year: 2024, Track: '历史类', SchoolName: '北京大学医学部', GroupCode: '201', MinScore: 652, MinRank: 111, ConvertedRank: 118 }),
  row({ Id: 4, Year: 2025, Track: '历史类', SchoolName: '北京大学医学部', GroupCode: '205', MinScore: 654, MinRank: 154, ConvertedRank: 160 }),
  // 北京大学 keeps one group, renumbered 202 → 201 → 205: one line.
  row({ Id: 5, Year: 2023, Track: '历史类', GroupCode: '202', MinScore: 670, MinRank: 31 }),
  row({ Id: 6, Year: 2024, Track: '历史类', GroupCode: '201', MinScore: 662, MinRank: 32 }),
  row({ Id: 7, Year: 2025, Track: '历史类', GroupCode: '205', MinScore: 669, MinRank: 28 }),
];

describe('trend series: one-year series are listed, never drawn', () => {
  it('draws no chart when every series has one year (河南 文科 ranks, 四川 scores)', () => {
    expect(rankSeries(HENAN, '文科')).toEqual({ series: [], dropped: 0, lone: [{ name: '北京大学', year: 2024, value: 76, groups: 0 }] });
    expect(scoreSeries(HENAN, '文科').series).toEqual([{ name: '北京大学', points: [{ x: 2021, y: 669 }, { x: 2024, y: 652 }] }]);
    const one = [row({ Id: 1, Year: 2025, Track: '物理类', MinScore: 688, MinRank: 95 })];
    expect(scoreSeries(one, '物理类')).toEqual({ series: [], dropped: 0, lone: [{ name: '北京大学', year: 2025, value: 688, groups: 1 }] });
  });
  it('lists lone converted ranks of several schools (江苏 历史类) instead of drawing two dots', () => {
    const rows = [
      row({ Id: 1, Year: 2025, Track: '历史类', GroupCode: '03', MinScore: 666, MinRank: null, ConvertedRank: 109 }),
      row({ Id: 2, Year: 2025, Track: '历史类', GroupCode: '01', SchoolName: '北京大学医学部', MinScore: 657, MinRank: null, ConvertedRank: 125 }),
      row({ Id: 3, Year: 2024, Track: '历史类', GroupCode: '03', MinScore: 659, MinRank: null, ConvertedRank: null }),
    ];
    const ranks = rankSeries(rows, '历史类');
    expect(ranks.series).toEqual([]);
    expect(ranks.lone).toEqual([
      { name: '北京大学', year: 2025, value: 109, converted: true, groups: 1 },
      { name: '北京大学医学部', year: 2025, value: 125, converted: true, groups: 1 },
    ]);
    // Two adjacent years of two different schools are still two lone points, not a chart.
    const adjacent = [row({ Id: 1, Year: 2024, MinScore: 684 }), row({ Id: 2, Year: 2025, SchoolName: '北京大学医学部', MinScore: 676 })];
    expect(scoreSeries(adjacent, '物理类').series).toEqual([]);
    expect(scoreSeries(adjacent, '物理类').lone.map((l) => l.year)).toEqual([2024, 2025]);
  });
  it('draws two adjacent years of one school as a line', () => {
    const rows = [row({ Id: 1, Year: 2024, MinScore: 684, MinRank: 120 }), row({ Id: 2, Year: 2025, MinScore: 688, MinRank: 95 })];
    expect(scoreSeries(rows, '物理类')).toEqual({ series: [{ name: '北京大学', points: [{ x: 2024, y: 684 }, { x: 2025, y: 688 }] }], dropped: 0, lone: [] });
  });
});

describe('trend series: a change in the number of groups breaks the line', () => {
  it('starts a new series where a school goes from two groups to one; group codes are not joined', () => {
    const scores = scoreSeries(SPLIT, '历史类');
    expect(scores.series).toEqual([
      { name: '北京大学医学部（2024–2025年）', points: [{ x: 2024, y: 652 }, { x: 2025, y: 654 }] },
      { name: '北京大学', points: [{ x: 2023, y: 670 }, { x: 2024, y: 662 }, { x: 2025, y: 669 }] },
    ]);
    // The 2023 stretch has one year: listed, with its two groups.
    expect(scores.lone).toEqual([{ name: '北京大学医学部', year: 2023, value: 620, groups: 2 }]);
    const ranks = rankSeries(SPLIT, '历史类');
    expect(ranks.series.map((s) => `${s.name}:${s.points.map((p) => `${p.x}=${p.y}`).join(',')}`)).toEqual([
      '北京大学医学部（2024–2025年）:2024=111,2025=154',
      '北京大学:2023=31,2024=32,2025=28',
    ]);
    expect(ranks.lone).toEqual([{ name: '北京大学医学部', year: 2023, value: 1381, groups: 2 }]);
  });
  it('draws each stretch of two years or more as its own series, named with its years', () => {
    const rows = [2021, 2022, 2023, 2024].flatMap((Year) => [
      row({ Id: Year, Year, GroupCode: '201', MinScore: 680 + (Year - 2021) }),
      ...(Year >= 2023 ? [row({ Id: Year + 10, Year, GroupCode: '202', MinScore: 660 })] : []),
    ]);
    expect(scoreSeries(rows, '物理类').series).toEqual([
      { name: '北京大学（2021–2022年）', points: [{ x: 2021, y: 680 }, { x: 2022, y: 681 }] },
      { name: '北京大学（2023–2024年）', points: [{ x: 2023, y: 660 }, { x: 2024, y: 660 }] },
    ]);
  });
  it('counts only groups with a line; school-level lines without a group code never break', () => {
    const rows = [
      row({ Id: 1, Year: 2024, GroupCode: '201', MinScore: 684 }),
      row({ Id: 2, Year: 2025, GroupCode: '201', MinScore: 688 }),
      row({ Id: 3, Year: 2025, GroupCode: '202', MinScore: null, MinRank: null, ConvertedRank: null }),
    ];
    expect(scoreSeries(rows, '物理类').series.map((s) => s.name)).toEqual(['北京大学']);
    expect(scoreSeries(HENAN, '文科').series.map((s) => s.name)).toEqual(['北京大学']);
  });
  it('keeps official and converted ranks apart within a stretch', () => {
    const rows = [
      ...SPLIT.filter((r) => r.SchoolName === '北京大学医学部'),
      row({ Id: 8, Year: 2026, Track: '历史类', SchoolName: '北京大学医学部', GroupCode: '206', MinScore: 655, MinRank: null, ConvertedRank: 170 }),
    ];
    const ranks = rankSeries(rows, '历史类');
    expect(ranks.series).toEqual([
      { name: '北京大学医学部（2024–2026年）', points: [{ x: 2024, y: 111 }, { x: 2025, y: 154 }] },
      { name: '北京大学医学部（2024–2026年）（换算）', points: [{ x: 2026, y: 170 }] },
    ]);
    expect(ranks.lone).toEqual([{ name: '北京大学医学部', year: 2023, value: 1381, groups: 2 }]);
  });
  it('keeps the MAX_SERIES series with the most years', () => {
    const rows = Array.from({ length: MAX_SERIES + 1 }, (_, i) => [
      row({ Id: i, SchoolName: `学校${i}`, Year: 2024 }),
      row({ Id: 100 + i, SchoolName: `学校${i}`, Year: 2025 }),
    ]).flat();
    rows.push(row({ Id: 99, SchoolName: '学校8', Year: 2023 }));
    const { series, dropped } = scoreSeries(rows, '物理类');
    expect(series.length).toBe(MAX_SERIES);
    expect(dropped).toBe(1);
    expect(series.find((s) => s.name === '学校8')?.points.length).toBe(3);
  });
});

describe('the note of one-year series', () => {
  it('names each school and year once, with its score, rank and groups', () => {
    expect(loneNote(scoreSeries(SPLIT, '历史类').lone, rankSeries(SPLIT, '历史类').lone)).toBe('北京大学医学部（2023年 2个专业组 最低 620分 · 位次 1381）');
    // A lone rank beside a score line is listed too (河南 文科).
    expect(loneNote(scoreSeries(HENAN, '文科').lone, rankSeries(HENAN, '文科').lone)).toBe('北京大学（2024年 位次 76）');
    expect(loneNote([], [{ name: '北京大学', year: 2025, value: 109, converted: true, groups: 1 }])).toBe('北京大学（2025年 换算位次 109）');
    expect(loneNote([], [])).toBe('');
    // Per school, its years in order (浙江大学 in 江苏 物理类: 2 groups, then 1, then 2 again).
    const toggling = [
      row({ Id: 1, Year: 2025, SchoolName: '浙江大学', GroupCode: '01', MinScore: 660, MinRank: null, ConvertedRank: 3000 }),
      row({ Id: 2, Year: 2025, SchoolName: '浙江大学', GroupCode: '02', MinScore: 651, MinRank: null, ConvertedRank: 4082 }),
      row({ Id: 3, Year: 2024, SchoolName: '浙江大学', GroupCode: '01', MinScore: 677, MinRank: null, ConvertedRank: null }),
      row({ Id: 4, Year: 2023, SchoolName: '浙江大学', GroupCode: '01', MinScore: 680, MinRank: null, ConvertedRank: null }),
      row({ Id: 5, Year: 2023, SchoolName: '浙江大学', GroupCode: '02', MinScore: 676, MinRank: null, ConvertedRank: null }),
    ];
    expect(scoreSeries(toggling, '物理类').series).toEqual([]);
    expect(loneNote(scoreSeries(toggling, '物理类').lone, rankSeries(toggling, '物理类').lone)).toBe(
      '浙江大学（2023年 2个专业组 最低 676分）；浙江大学（2024年 最低 677分）；浙江大学（2025年 2个专业组 最低 651分 · 换算位次 4082）',
    );
  });
});
