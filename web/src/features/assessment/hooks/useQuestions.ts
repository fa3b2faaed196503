import { useCallback, useState } from 'react';
import { useLoad } from '@/lib/use-load';
import { getQuestions } from '../api/get-questions';
import type { BankCode } from '../types';

/** A test's question list; reload() reads it again (after 题库已更新). */
export function useQuestions(bank: BankCode | null) {
  const [n, setN] = useState(0);
  const loaded = useLoad(() => getQuestions(bank!), bank ? `questions:${bank}:${n}` : null);
  const reload = useCallback(() => setN((x) => x + 1), []);
  return { ...loaded, reload };
}
