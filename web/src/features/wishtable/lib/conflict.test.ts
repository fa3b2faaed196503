import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { DETAIL } from '../test/fixtures';
import { staleOf, stillApplies, type TableAction } from './conflict';

const run = async () => ({ Version: 1, Position: 1 });

describe('conflict', () => {
  it('tells a stale version from any other 409', () => {
    expect(staleOf(new ApiError(409, '志愿表已被他人修改', { Yours: 5, Current: 7 }))).toEqual({ yours: 5, current: 7 });
    expect(staleOf(new ApiError(409, '「清华大学 专业组202」已在志愿表第3位', null))).toBeNull();
    expect(staleOf(new ApiError(400, 'x', { Yours: 5, Current: 7 }))).toBeNull();
    expect(staleOf(new Error('x'))).toBeNull();
  });
  it('lets a change be sent again only while it still makes sense', () => {
    const move: TableAction = { label: '移动', unitKey: 'group|物理类|c:10558|215', run };
    expect(stillApplies(move, DETAIL)).toBe(true);
    expect(stillApplies({ ...move, unitKey: 'gone' }, DETAIL)).toBe(false);
    expect(stillApplies({ ...move, adds: true }, DETAIL)).toBe(false);
    expect(stillApplies({ ...move, unitKey: 'new', adds: true }, DETAIL)).toBe(true);
    expect(stillApplies({ label: '改名', run }, DETAIL)).toBe(true);
  });
});
