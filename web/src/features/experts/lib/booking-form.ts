// The booking form's checks, as the server makes them (said before sending).
import { validatePhone } from '@/lib/validation';
import { charCount } from './profile-form';

export const QUESTION_MAX = 500;

/** The fields' problems (empty: none). */
export function bookingProblems(name: string, phone: string, question: string): string[] {
  const out: string[] = [];
  const n = charCount(name);
  if (n < 2 || n > 20) out.push('联系人姓名须为 2–20 个字');
  const bad = validatePhone(phone);
  if (bad) out.push(bad);
  if (charCount(question) > QUESTION_MAX) out.push(`问题不超过 ${QUESTION_MAX} 字`);
  return out;
}
