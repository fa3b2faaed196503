// A members-only refusal: Code 402 with Data {NeedRights, Url} (docs/API-MEMBERSHIP.md).
import { ApiError } from '@/lib/api-client';

export const MEMBERS_ONLY_CODE = 402;
export const OPENVIP_PATH = '/openvip';
export const MSG_MEMBERS_ONLY = '该功能是会员功能，开通会员后即可使用';

export interface MembersOnly {
  message: string;
  needRights: string[];
  /** Where to open membership: an in-app path. */
  url: string;
}

/** Only in-app paths are followed (no open redirect). */
function safePath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : OPENVIP_PATH;
}

/** The refusal's details when `e` is a members-only answer, otherwise null. */
export function membersOnlyOf(e: unknown): MembersOnly | null {
  if (!(e instanceof ApiError) || e.code !== MEMBERS_ONLY_CODE) return null;
  const d = (e.data && typeof e.data === 'object' ? e.data : {}) as { NeedRights?: unknown; Url?: unknown };
  const needRights = Array.isArray(d.NeedRights) ? d.NeedRights.filter((x): x is string => typeof x === 'string') : [];
  return { message: e.message || MSG_MEMBERS_ONLY, needRights, url: safePath(d.Url) };
}
