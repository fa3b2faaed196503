import { useCallback, useState } from 'react';
import { useLoad } from '@/lib/use-load';
import { getQuestions } from '../api/get-questions';
import type { BankCode, QuestionScope } from '../types';

/** A test's question list (for `scope`'s province and year); reload() reads it again (after 题库已更新). */
export function useQuestions(bank: BankCode | null, scope: QuestionScope = {}) {
  const [n, setN] = useState(0);
  const key = `questions:${bank}:${scope.ProvinceId ?? 0}:${scope.ExamYear ?? 0}:${n}`;
  const loaded = useLoad(() => getQuestions(bank!, scope), bank ? key : null);
  const reload = useCallback(() => setN((x) => x + 1), []);
  return { ...loaded, reload };
}
