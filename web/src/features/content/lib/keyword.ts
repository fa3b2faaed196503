import { KEYWORD_MAX } from '@/lib/validation';

/** The longest title filter or help keyword the server takes (characters). */
export const FILTER_MAX = KEYWORD_MAX;

/**
 * A filter keyword as the server checks it: trimmed, at most 20 characters. A longer one (from a
 * hand-made address) is cut rather than sent to be refused.
 */
export function cleanKeyword(raw: string | null | undefined): string {
  return Array.from((raw ?? '').trim()).slice(0, FILTER_MAX).join('').trim();
}
