import { describe, expect, it } from 'vitest';
import { checkMembership, MSG_RIGHTS_MISSING, MSG_RIGHTS_NOT_ARRAY } from './membership';

const now = new Date('2026-05-01T00:00:00Z');
const future = '2027-01-01T00:00:00Z';
const past = '2026-01-01T00:00:00Z';

describe('membership check (SPEC §6)', () => {
  it('allows with a message when the argument is missing', () => {
    expect(checkMembership(undefined, [], now)).toEqual({ allowed: true, message: MSG_RIGHTS_MISSING });
    expect(checkMembership(null, null, now)).toEqual({ allowed: true, message: MSG_RIGHTS_MISSING });
  });
  it('denies with a message when the argument is not an array', () => {
    expect(checkMembership('VIP', [{ RightsCode: 'VIP', ExpireAt: future }], now)).toEqual({ allowed: false, message: MSG_RIGHTS_NOT_ARRAY });
    expect(checkMembership({ 0: 'VIP' }, [], now).message).toBe('权限参数非数组类型！');
  });
  it('allows an empty list', () => {
    expect(checkMembership([], [], now).allowed).toBe(true);
    expect(checkMembership([], null, now).allowed).toBe(true);
  });
  it('sends a user who is not logged in to /login', () => {
    expect(checkMembership(['VIP'], null, now)).toEqual({ allowed: false, redirect: '/login' });
    expect(checkMembership(['any'], undefined, now).redirect).toBe('/login');
  });
  it("'any' accepts any unexpired right", () => {
    expect(checkMembership(['any'], [{ RightsCode: 'X', ExpireAt: future }], now).allowed).toBe(true);
    expect(checkMembership(['any'], [{ RightsCode: 'X', ExpireAt: past }], now).allowed).toBe(false);
    expect(checkMembership(['any'], [], now).allowed).toBe(false);
  });
  it('needs a listed right whose expiry is in the future', () => {
    const rights = [
      { RightsCode: 'WCF', ExpireAt: future },
      { RightsCode: 'WDF', ExpireAt: past },
    ];
    expect(checkMembership(['WCF'], rights, now).allowed).toBe(true);
    expect(checkMembership(['WDF'], rights, now).allowed).toBe(false);
    expect(checkMembership(['WDF', 'WCF'], rights, now).allowed).toBe(true);
    expect(checkMembership(['OTHER'], rights, now).allowed).toBe(false);
    expect(checkMembership(['WCF'], [{ RightsCode: 'WCF', ExpireAt: 'bad' }], now).allowed).toBe(false);
  });
});
