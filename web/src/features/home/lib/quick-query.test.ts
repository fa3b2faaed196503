import { describe, expect, it } from 'vitest';
import { checkScore, quickQueryPath, trackChoices, trackKey } from './quick-query';

describe('quick query', () => {
  it('turns the rank table’s track names into the tools’ track keys', () => {
    expect(['物理类', '历史类', '文科', '理科', '综合', '物理'].map(trackKey)).toEqual(['物理', '历史', '1', '2', '', '物理']);
  });
  it('offers 物理 before 历史 and 文科 before 理科, nothing for the one 3+3 track', () => {
    expect(trackChoices(['历史类', '物理类'])).toEqual([{ key: '物理', name: '物理类' }, { key: '历史', name: '历史类' }]);
    expect(trackChoices(['理科', '文科']).map((t) => t.key)).toEqual(['1', '2']);
    expect(trackChoices(['综合'])).toEqual([]);
    expect(trackChoices(null)).toEqual([]);
  });
  it('takes a whole score up to the province’s full mark', () => {
    expect(checkScore(' 600 ')).toEqual({ ok: true, score: 600 });
    expect(checkScore('0')).toEqual({ ok: true, score: 0 });
    expect(checkScore('751')).toEqual({ ok: false, message: '请输入有效的高考成绩！' });
    expect(checkScore('650', 660)).toEqual({ ok: true, score: 650 });
    expect(checkScore('661', 660).ok).toBe(false);
    expect(checkScore('').ok).toBe(false);
    expect(checkScore('6.5').ok).toBe(false);
  });
  it('asks /query-rank and /recommend-index in their own address format', () => {
    const q = { province: 44, year: 2026, track: '物理', score: 600 };
    expect(quickQueryPath('rank', q)).toBe('/query-rank?province=44&year=2026&track=%E7%89%A9%E7%90%86&score=600');
    expect(quickQueryPath('recommend', { ...q, province: 11, track: '' })).toBe('/recommend-index?province=11&year=2026&score=600');
  });
});
