import { describe, expect, it } from 'vitest';
import { CHANGE, HEADER, unit } from '../test/fixtures';
import { changeActor, commonPercent, evidenceText, lastYearText, maxUnitsText, outcomeText, percentText, scoreText, tableWhere, terminalName, timeText, unitTitle } from './format';

describe('format', () => {
  it('names a unit by its school and group, or its major', () => {
    expect(unitTitle(unit('group|物理类|c:10558|215', 1))).toBe('中山大学 215组');
    expect(unitTitle({ ...unit('k', 1), Level: 'major', MajorName: '临床医学' })).toBe('中山大学 临床医学');
    expect(unitTitle({ ...unit('k', 1), Level: 'school' })).toBe('中山大学');
  });
  it('states a whole-list figure within its bounds, and a unit’s evidence in words', () => {
    expect([outcomeText(99), outcomeText(98.9), outcomeText(94), outcomeText(1.1), outcomeText(1), outcomeText(null)]).toEqual(['≥99%', '98.9%', '94%', '1.1%', '≤1%', '—']);
    expect(evidenceText({ Notes: ['仅1年数据', '计划数少'] })).toBe('仅1年数据、计划数少');
    expect([evidenceText({ Notes: [] }), evidenceText({ Notes: null }), evidenceText(null)]).toEqual(['', '', '']);
    expect(evidenceText({ Notes: ['仅1年数据', '代用位次'], Widened: ['仅1年数据（区间放宽×1.5）', '位次为换算（区间放宽×1.2）'] })).toBe(
      '仅1年数据（区间放宽×1.5）、代用位次、位次为换算（区间放宽×1.2）',
    );
  });
  it('reads figures: percents, last year, score, list length', () => {
    expect(percentText(63.5)).toBe('63.5%');
    expect(percentText(40)).toBe('40%');
    expect(percentText(null)).toBe('—');
    expect(commonPercent(0.3)).toBe(30);
    expect(commonPercent(30)).toBe(30);
    expect(lastYearText(unit('k', 1))).toBe('2025年 4,264（647分）');
    expect(lastYearText({ ...unit('k', 1), LastYear: null })).toBe('暂无');
    expect(scoreText(HEADER)).toBe('600分');
    expect(scoreText({ Score: 0, Rank: 12000 })).toBe('位次 12,000');
    expect(scoreText({ Score: 0, Rank: 0 })).toBe('未填写分数');
    expect(maxUnitsText(45)).toBe('最多45个志愿');
    expect(maxUnitsText(0)).toBe('志愿数未核实');
    expect(tableWhere(HEADER)).toBe('广东 · 2026年 · 物理类');
  });
  it('reads times in Beijing time, and who changed what', () => {
    expect(timeText('2026-06-28T13:05:09Z')).toBe('2026-06-28 21:05');
    expect(timeText('2026-06-28T16:05:09Z', true)).toBe('2026-06-29 00:05:09');
    expect(timeText('')).toBe('');
    expect(changeActor(CHANGE)).toBe('用户0712（138****0712） · 可编辑');
    expect(terminalName('0')).toBe('网页端');
    expect(terminalName('7')).toBe('终端7');
  });
});
