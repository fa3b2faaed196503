// Holland interest code typed by a visitor: normalised, then checked against the rule of
// Profession/ProfessionSearchByInterestCode (1–3 distinct letters of R I A S E C).
import { RIASEC_LETTERS } from './riasec';

export const INTEREST_CODE_MAX = 3;
/** The server's message for a bad code (docs/API-CATALOG.md); the page shows the same words. */
export const INTEREST_CODE_RULE = '兴趣代码只能由 R I A S E C 中的 1～3 个不同字母组成';
export const INTEREST_CODE_EMPTY = '请输入兴趣代码';

/** Full-width letters become ASCII, letters go upper case, spaces and separators go away. */
export function normaliseInterestCode(raw: string): string {
  return (raw ?? '')
    .replace(/[\uFF21-\uFF3A\uFF41-\uFF5A]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    .toUpperCase()
    .replace(/[\s,，、;；/|+\-_.。]+/g, '');
}

/** The message for a normalised code, or null when it is valid. */
export function interestCodeError(code: string): string | null {
  if (code === '') return INTEREST_CODE_EMPTY;
  if (code.length > INTEREST_CODE_MAX) return INTEREST_CODE_RULE;
  if (!Array.from(code).every((ch) => RIASEC_LETTERS.includes(ch))) return INTEREST_CODE_RULE;
  if (new Set(code).size !== code.length) return INTEREST_CODE_RULE;
  return null;
}

/** Clicking a letter chip: removes it when present, else appends it while there is room. */
export function toggleLetter(code: string, letter: string): string {
  if (code.includes(letter)) return code.replace(letter, '');
  if (code.length >= INTEREST_CODE_MAX) return code;
  return code + letter;
}
