import { KEYWORD_MAX, MSG_KEYWORD_EMPTY } from '@/lib/validation';

export const MSG_KEYWORD_TOO_LONG = `搜索关键词不能超过${KEYWORD_MAX}个字`;

/**
 * The keyword of the search page, as the server checks it: trimmed, not empty, at most 20
 * characters. A longer keyword (from a hand-made URL) is refused, not cut.
 */
export function checkKeyword(raw: string | null | undefined): { ok: true; keyword: string } | { ok: false; message: string } {
  const keyword = (raw ?? '').trim();
  if (!keyword) return { ok: false, message: MSG_KEYWORD_EMPTY };
  if (Array.from(keyword).length > KEYWORD_MAX) return { ok: false, message: MSG_KEYWORD_TOO_LONG };
  return { ok: true, keyword };
}
