import { describe, expect, it } from 'vitest';
import type { MatchedLine } from '../types';
import { matchedLineText } from './matched-line';

const line = (l: Partial<MatchedLine>): MatchedLine => ({
  Year: 2025, Track: '物理类', Batch: '本科批', Level: 'group', LevelName: '专业组', GroupCode: '201', GroupName: '', SchoolName: '',
  Score: 612, Rank: 18234, RankConverted: true, ...l,
});

describe('the matched line of a card', () => {
  it('shows the year, track, batch, score, the rank marked converted, and the group', () => {
    expect(matchedLineText(line({}))).toBe('2025年 物理类 本科批 最低 612分 · 位次 18,234（换算） · 专业组 201');
    expect(matchedLineText(line({ RankConverted: false, Rank: 532 }))).toBe('2025年 物理类 本科批 最低 612分 · 位次 532 · 专业组 201');
  });

  it('names the published school when it is not the catalogue name, and a school-level line', () => {
    expect(matchedLineText(line({ SchoolName: '北京大学医学部', GroupCode: '03' }))).toBe('2025年 物理类 本科批 最低 612分 · 位次 18,234（换算） · 北京大学医学部 专业组 03');
    expect(matchedLineText(line({ Level: 'school', GroupCode: '', Rank: null }))).toBe('2025年 物理类 本科批 最低 612分 · 院校线');
  });

  it('a rank-only major line (山东): the lowest rank and the major', () => {
    expect(matchedLineText(line({ Track: '综合', Batch: '常规批第1次志愿', Level: 'major', GroupCode: '', GroupName: '临床医学', Score: null, Rank: 23456, RankConverted: false })))
      .toBe('2025年 综合 常规批第1次志愿 最低位次 23,456 · 专业 临床医学');
  });
});
