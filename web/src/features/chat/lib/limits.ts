// The contract's limits (docs/API-CHAT.md), as the page checks them before sending; the server
// checks them again and its answer is the one shown when they differ.
import type { ChatLimits } from '../types';

export const DEFAULT_LIMITS: ChatLimits = { QuestionChars: 500, PerMinute: 10, PerDay: 200, Chats: 200, Turns: 100, TitleChars: 30 };

/** Characters as the server counts them (code points, not UTF-16 units). */
export const charCount = (s: string) => Array.from(s).length;

/** Why a title cannot be saved, or null when it can (1–max characters after trimming). */
export function titleProblem(title: string, max = DEFAULT_LIMITS.TitleChars): string | null {
  const n = charCount(title.trim());
  if (n === 0) return '请填写对话标题';
  if (n > max) return `标题不能超过 ${max} 个字`;
  return null;
}

/** Why a question cannot be sent, or null when it can (1–max characters after trimming). */
export function questionProblem(question: string, max = DEFAULT_LIMITS.QuestionChars): string | null {
  const n = charCount(question.trim());
  if (n === 0) return '请输入问题';
  if (n > max) return `问题不能超过 ${max} 个字`;
  return null;
}
