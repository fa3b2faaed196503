import { describe, expect, it } from 'vitest';
import { lineDiffText, lineRankLabel, profileStep, rankGapText, rankMissingText, sourceText, splitEquivalents, yearRanges } from './format';
import type { EquivalentItem } from '../types';

const eq = (Year: number, Status: EquivalentItem['Status'], Message = '', Score = 0): EquivalentItem =>
  ({ Year, Track: '物理类', Status, Found: Status === 'InBand', Score, BandHigh: Score, BandLow: Score, Rank: 26988, Message });

describe('diagnosis texts', () => {
  it('distance to a batch line', () => {
    expect(lineDiffText(66)).toBe('超出66分');
    expect(lineDiffText(-12)).toBe('低于12分');
    expect(lineDiffText(0)).toBe('与线持平');
  });
  it('rank gap: ahead, level, behind', () => {
    expect(rankGapText(2)).toBe('领先2位');
    expect(rankGapText(0)).toBe('位次持平');
    expect(rankGapText(-128)).toBe('落后128位');
  });
  it('a printed rank is official; otherwise the line rank is a conversion', () => {
    expect(lineRankLabel({ LineRank: 26990, MinRank: 26990, ConvertedRank: 27766 }).text).toBe('公布位次');
    expect(lineRankLabel({ LineRank: 27766, MinRank: null, ConvertedRank: 27766 }).text).toBe('换算位次');
  });
  it('sources say when they are not the authority’s own', () => {
    expect(sourceText({ Id: 'x', Authority: '广东省教育考试院', Title: '广东省2025年本科批次普通类投档情况', Official: true })).toBe('广东省教育考试院《广东省2025年本科批次普通类投档情况》');
    expect(sourceText({ Id: 'y', Authority: '广东省教育考试院（第三方汇编）', Title: '一分一段表', Official: false })).toBe('《一分一段表》（第三方汇编，汇编自广东省教育考试院公布的数据）');
    const gd = { Id: 'g', Authority: '广东省教育考试院（第三方汇编）', Title: '表', Official: false, Caveat: '该表为第三方汇编；2011—2017年只有每5分一档的数据' };
    expect(sourceText(gd, [2025])).toBe('《表》（第三方汇编，汇编自广东省教育考试院公布的数据）（注意：该表为第三方汇编）');
    expect(sourceText(gd, [2025], false)).toBe('《表》（第三方汇编，汇编自广东省教育考试院公布的数据）');
    expect(sourceText({ Id: 'z', Authority: '', Title: '', Official: true })).toBe('发布机构未载明（未载明标题与原文链接）');
    expect(sourceText({ Id: 'c', Authority: '云南省招生考试院', Title: '录取日报', Official: true, Caveat: '该表为录取进程中的日报' }))
      .toBe('云南省招生考试院《录取日报》（注意：该表为录取进程中的日报）');
    expect(sourceText(null)).toBe('来源未注明');
  });
  it('a missing rank is explained', () => {
    expect(rankMissingText({ Status: 'BelowBottom', Message: '该分数低于本表公布的最低分（300分），本表不给出位次' })).toContain('300分');
    expect(rankMissingText({ Status: 'NoTable', Message: '' })).toBe('暂无该年该科类的一分一段表');
  });
  it('NoTable years fold into one line per reason; comparable years stay rows', () => {
    const list = [eq(2024, 'InBand', '', 593), eq(2023, 'InBand', '', 600),
      ...[2020, 2019, 2018, 2016].map((y) => eq(y, 'NoTable', `${y}年为文科/理科，与物理类不可比，不换算`)), eq(2015, 'NoTable', '暂无表')];
    const { rows, skipped } = splitEquivalents(list);
    expect(rows.map((r) => r.Year)).toEqual([2024, 2023]);
    expect(skipped).toEqual(['2016、2018–2020年为文科/理科，与物理类不可比，不换算', '2015年：暂无表']);
    expect(yearRanges([2011, 2012, 2013])).toBe('2011–2013');
  });
  it('completeness messages lead to the page that completes them (SPEC §5)', () => {
    expect(profileStep('请先完善高考信息！')?.path).toBe('/examinee?source=TB');
    expect(profileStep('请先完善高考成绩！')?.path).toBe('/setRealScore?source=TB');
    expect(profileStep('请先完善选科！')?.path).toBe('/examinee?source=TB');
    expect(profileStep('服务器开小差了')).toBeNull();
  });
});
