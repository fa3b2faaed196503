import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { membersOnlyOf, MSG_MEMBERS_ONLY } from './members-only';

describe('members-only refusals (Code 402)', () => {
  it('reads the message, the rights and the address', () => {
    const e = new ApiError(402, '导出志愿表是会员功能，开通会员后即可使用', { NeedRights: ['WISH_EXPORT'], Url: '/openvip' });
    expect(membersOnlyOf(e)).toEqual({ message: '导出志愿表是会员功能，开通会员后即可使用', needRights: ['WISH_EXPORT'], url: '/openvip' });
  });
  it('is null for anything else', () => {
    expect(membersOnlyOf(new ApiError(409, 'stale', { Yours: 1, Current: 2 }))).toBeNull();
    expect(membersOnlyOf(new ApiError(400, 'bad'))).toBeNull();
    expect(membersOnlyOf(new Error('402'))).toBeNull();
    expect(membersOnlyOf({ code: 402 })).toBeNull();
    expect(membersOnlyOf(null)).toBeNull();
  });
  it('copes with missing data and a missing message', () => {
    expect(membersOnlyOf(new ApiError(402, '', null))).toEqual({ message: MSG_MEMBERS_ONLY, needRights: [], url: '/openvip' });
    expect(membersOnlyOf(new ApiError(402, 'x', { NeedRights: ['A', 3, null] }))?.needRights).toEqual(['A']);
  });
  it('follows in-app paths only', () => {
    const url = (Url: unknown) => membersOnlyOf(new ApiError(402, 'x', { Url }))?.url;
    expect(url('/openvip?from=export')).toBe('/openvip?from=export');
    expect(url('https://evil.example/')).toBe('/openvip');
    expect(url('//evil.example/')).toBe('/openvip');
    expect(url(42)).toBe('/openvip');
  });
});
