import { describe, expect, it } from 'vitest';
import { ownTrackFirst } from './own-track-first';

const rows = [{ Track: '历史类', n: 1 }, { Track: '物理类', n: 2 }, { Track: '历史类', n: 3 }, { Track: '物理类', n: 4 }];
const student = { provinceId: 44, provinceName: '广东', examYear: 2026, track: '物理', subjects: ['物理', '化学', '生物'], score: 600 };

describe('the student’s own track first', () => {
  it('moves the own track’s rows ahead, keeping each track’s order', () => {
    expect(ownTrackFirst(rows, student, 44).map((r) => r.n)).toEqual([2, 4, 1, 3]);
  });
  it('leaves the rows alone for a visitor, another province or an unknown track', () => {
    expect(ownTrackFirst(rows, null, 44)).toBe(rows);
    expect(ownTrackFirst(rows, student, 33)).toBe(rows);
    expect(ownTrackFirst(rows, { ...student, track: null }, 44)).toBe(rows);
  });
});
