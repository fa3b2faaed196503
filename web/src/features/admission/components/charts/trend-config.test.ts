import { describe, expect, it } from 'vitest';
import { noRankBelowOne, PALETTE, plain, reversedTitle, trendData, trendOptions, xBounds } from './trend-config';

describe('TrendChart configuration', () => {
  const series = [
    { name: '本科线', points: [{ x: 2024, y: 442 }, { x: 2025, y: 436 }] },
    { name: '特控线', points: [{ x: 2025, y: 534 }] },
    { name: '本次查询', points: [{ x: 2025, y: 500 }], marker: true },
  ];
  it('maps each series to a dataset; markers are points only', () => {
    const d = trendData(series).datasets;
    expect(d.map((s) => s.label)).toEqual(['本科线', '特控线', '本次查询']);
    expect(d[0].data).toEqual([{ x: 2024, y: 442 }, { x: 2025, y: 436 }]);
    expect(d[0].borderColor).toBe(PALETTE[0]);
    expect(d[1].borderColor).toBe(PALETTE[1]);
    expect(d.map((s) => s.showLine)).toEqual([true, true, false]);
    expect(d[2].pointRadius).toBeGreaterThan(d[0].pointRadius as number);
  });
  it('sorts points by x (a 一分一段 table comes score descending)', () => {
    const d = trendData([{ name: '累计人数', points: [{ x: 600, y: 26988 }, { x: 599, y: 27766 }, { x: 601, y: 26228 }] }]).datasets[0];
    expect(d.data.map((p) => p.x)).toEqual([599, 600, 601]);
  });
  it('hides points of long series (a 600-band table)', () => {
    const long = [{ name: '累计人数', points: Array.from({ length: 600 }, (_, i) => ({ x: i, y: i })) }];
    expect(trendData(long).datasets[0].pointRadius).toBe(0);
  });
  it('reverses the y axis for ranks and titles both axes', () => {
    const o = trendOptions({ xLabel: '年份', yLabel: '位次', reverseY: true, stepX: 1 }) as any;
    expect(o.scales.y.reverse).toBe(true);
    expect(o.scales.x.title).toMatchObject({ display: true, text: '年份' });
    expect(o.scales.y.title).toMatchObject({ display: true, text: ['位次', '（上方名次靠前）'] });
    expect(o.scales.y.ticks.precision).toBe(0); // whole-number ticks
    expect(o.scales.x.ticks.stepSize).toBe(1);
    const scores = trendOptions({ yLabel: '分数线' }) as any;
    expect(scores.scales.y.reverse).toBe(false);
    expect(scores.scales.y.title.text).toBe('分数线');
  });
  it('writes years and scores as plain digits, with units in the tooltip', () => {
    expect(plain(2025)).toBe('2025');
    expect(plain(26988)).toBe('26988');
    const o = trendOptions({ yLabel: '分数线', xUnit: '年', yUnit: '分' }) as any;
    const item = { parsed: { x: 2025, y: 436 }, dataset: { label: '本科线' } };
    expect(o.plugins.tooltip.callbacks.title([item])).toBe('2025年');
    expect(o.plugins.tooltip.callbacks.label(item)).toBe('本科线：436分');
  });
  it('spans an axis of years over just the years shown, in whole-year ticks with level labels', () => {
    const two = [{ name: '北京大学', points: [{ x: 2024, y: 684 }, { x: 2025, y: 688 }] }];
    expect(xBounds(two)).toEqual({ min: 2024, max: 2025 });
    expect(xBounds([...two, { name: '医学部', points: [{ x: 2021, y: 670 }] }])).toEqual({ min: 2021, max: 2025 });
    // One year alone (Chart.js would pad it to 1922–2122): a year either side.
    expect(xBounds([{ name: '北京大学', points: [{ x: 2022, y: 684 }] }])).toEqual({ min: 2021, max: 2023 });
    expect(xBounds([])).toBeNull();
    const o = trendOptions({ yLabel: '最低分', stepX: 1, xRange: xBounds(two) }) as any;
    expect(o.scales.x).toMatchObject({ min: 2024, max: 2025, ticks: { stepSize: 1, precision: 0, maxRotation: 0 } });
    // Without steps (scores on a 一分一段 chart) the axis keeps Chart.js's range.
    expect((trendOptions({ yLabel: '累计人数', xRange: { min: 1, max: 2 } }) as any).scales.x.min).toBeUndefined();
  });
  it('keeps the reversed axis title short, and its ticks at 1 or more', () => {
    expect(reversedTitle('最低位次').every((line) => line.length <= 8)).toBe(true);
    const o = trendOptions({ yLabel: '最低位次', reverseY: true }) as any;
    expect(o.scales.y.afterBuildTicks).toBe(noRankBelowOne);
    expect((trendOptions({ yLabel: '最低分' }) as any).scales.y.afterBuildTicks).toBeUndefined();
    // Chart.js's nice ticks for ranks 95–1381 start at 0 (reversed: highest first).
    const scale = { min: 0, max: 1400, options: { reverse: true }, ticks: [1400, 1200, 1000, 800, 600, 400, 200, 0].map((value) => ({ value })) } as any;
    noRankBelowOne(scale);
    expect(scale.min).toBe(1);
    expect(scale.ticks.map((t: { value: number }) => t.value)).toEqual([1400, 1200, 1000, 800, 600, 400, 200, 1]);
    const far = { min: 48000, max: 62000, options: { reverse: true }, ticks: [{ value: 62000 }, { value: 48000 }] } as any;
    noRankBelowOne(far);
    expect(far).toMatchObject({ min: 48000, ticks: [{ value: 62000 }, { value: 48000 }] });
  });
});
