import { describe, expect, it } from 'vitest';
import { HOLLAND_RESULT, TYPE16_RESULT } from '../test/fixtures';
import { axisBars } from './axes';
import { loginPath } from '@/lib/navigation';
import { bankOfParam, resultPath } from './banks';
import { binBarData, cellBarData, radarData, radarOptions } from './chart-data';
import { binLabel, cellName, matchText, percentileText, scoreText } from './format';
import { readStatsQuery, statsParams } from './stats-query';

describe('banks and their pages', () => {
  it('reads ?bank= (the Big Five without one, null for an unknown bank) and links results', () => {
    expect(bankOfParam(null)).toBe('bigfive');
    expect(bankOfParam('type16')).toBe('type16');
    expect(bankOfParam('allround')).toBeNull();
    expect(bankOfParam('toString')).toBeNull();
    expect(resultPath('holland', 'a b')).toBe('/holland-result?id=a%20b');
    expect(resultPath('bigfive', 'x')).toBe('/test-result?bank=bigfive&id=x');
    expect(resultPath('type16')).toBe('/MBTI-result');
    expect(loginPath('/test-content?bank=bigfive')).toBe('/login?redirect=%2Ftest-content%3Fbank%3Dbigfive');
  });
});

describe('the 16-type axes', () => {
  it('puts the two letters at the ends and the student’s side by the code', () => {
    expect(axisBars(TYPE16_RESULT.Letters, 'INTP')).toEqual([
      { code: 'EI', name: '精力来源', left: { letter: 'E', label: '外向（E）' }, right: { letter: 'I', label: '内向（I）' }, side: 'right', clarity: 40 },
      { code: 'SN', name: '信息偏好', left: { letter: 'S', label: '实感（S）' }, right: { letter: 'N', label: '直觉（N）' }, side: 'right', clarity: 20 },
    ]);
    const odd = axisBars([{ Code: 'JP', Title: '生活方式', Summary: '', Advice: '' }], 'ESTJ');
    expect(odd[0]).toMatchObject({ left: { label: 'J' }, right: { label: 'P' }, side: 'left', clarity: null });
    expect(axisBars(null, 'INTP')).toEqual([]);
  });
});

describe('figures and charts', () => {
  it('shows the API’s numbers as they are', () => {
    expect(scoreText(HOLLAND_RESULT.Scales![0])).toBe('46（10–50 分）');
    expect(percentileText(88.5)).toBe('88.5');
    expect(percentileText(undefined)).toBe('');
    expect(matchText(0.9)).toBe('0.90');
    expect(binLabel({ From: 10, To: 14, N: 31 })).toBe('10–14 分');
    expect(binLabel({ From: 50, To: 50, N: 12 })).toBe('50 分');
    expect(cellName({ Value: 'other', Name: '其他（合并）', N: 410, Pooled: 87 })).toBe('其他（合并）（87 类）');
  });

  it('draws the scales on a radar from Min to Max, and cells and bins as given', () => {
    const scales = HOLLAND_RESULT.Scales!;
    expect(radarData(scales).datasets[0].data).toEqual([46, 40]);
    expect(radarData(scales).labels).toEqual(['现实型（R）', '研究型（I）']);
    const r = radarOptions(scales).scales!.r as { min: number; max: number };
    expect([r.min, r.max]).toEqual([10, 50]);
    expect(cellBarData([{ Value: 'R', Name: '现实型', N: 300 }]).datasets[0].data).toEqual([300]);
    expect(binBarData([{ From: 10, To: 14, N: 31 }]).labels).toEqual(['10–14 分']);
  });
});

describe('大家的测评 in the URL', () => {
  it('reads the test and filters, dropping bad values, and writes them back', () => {
    const q = readStatsQuery(new URLSearchParams('bank=type16&province=44&year=2026&sex=2'));
    expect(q).toEqual({ bank: 'type16', ProvinceId: 44, ExamYear: 2026, Sex: 2 });
    expect(statsParams(q).toString()).toBe('bank=type16&province=44&year=2026&sex=2');
    expect(readStatsQuery(new URLSearchParams('bank=x&province=-1&year=abc&sex=3'))).toEqual({ bank: 'holland', ProvinceId: 0, ExamYear: 0, Sex: 0 });
    expect(statsParams({ bank: 'holland', ProvinceId: 0, ExamYear: 0, Sex: 0 }).toString()).toBe('bank=holland');
  });
});
