// The membership check of SPEC §6, as one pure function. The caller shows `message` and
// navigates to `redirect` (see useMembership).
import type { Right } from '@/types/api';

export interface MembershipResult {
  allowed: boolean;
  message?: string;
  redirect?: string;
}

export const MSG_RIGHTS_NOT_ARRAY = '权限参数非数组类型！';
export const MSG_RIGHTS_MISSING = '未设置权限参数！';
export const ANY_RIGHT = 'any';

function notExpired(r: Right, now: Date): boolean {
  const t = Date.parse(r.ExpireAt);
  return Number.isFinite(t) && t > now.getTime();
}

/**
 * codes: the rights codes that grant access ('any' = any right at all).
 * rights: the user's rights list, or null when not logged in.
 * Order: missing argument (allow), non-array (deny), empty list (allow), not logged in
 * (deny, go to /login), then a listed, unexpired right.
 */
export function checkMembership(
  codes: unknown,
  rights: Right[] | null | undefined,
  now: Date = new Date(),
): MembershipResult {
  if (codes === undefined || codes === null) return { allowed: true, message: MSG_RIGHTS_MISSING };
  if (!Array.isArray(codes)) return { allowed: false, message: MSG_RIGHTS_NOT_ARRAY };
  if (codes.length === 0) return { allowed: true };
  if (!rights) return { allowed: false, redirect: '/login' };
  const wantsAny = codes.includes(ANY_RIGHT);
  const ok = rights.some((r) => (wantsAny || codes.includes(r.RightsCode)) && notExpired(r, now));
  return ok ? { allowed: true } : { allowed: false, redirect: '/openvip', message: '该功能需开通VIP后使用' };
}
