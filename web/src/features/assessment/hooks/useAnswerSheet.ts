import { useCallback, useEffect, useState } from 'react';
import { clearSheet, restoreSheet, saveSheet, type Sheet } from '../lib/saved-answers';
import { choose, goTo } from '../lib/sheet';
import type { BankCode, Questions } from '../types';

/**
 * The sheet being answered, saved on every change so a reload resumes it. `discarded`: answers
 * saved for an earlier version of the bank were dropped.
 */
export function useAnswerSheet(bank: BankCode, list: Questions | null) {
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [discarded, setDiscarded] = useState(false);
  const questions = list?.Questions ?? [];
  const version = list?.Version ?? null;

  useEffect(() => {
    if (!list || version === null) return;
    const r = restoreSheet(bank, version, list.Questions ?? []);
    setSheet(r.sheet);
    if (r.discarded) setDiscarded(true);
  }, [bank, version, list]);

  const update = useCallback(
    (next: Sheet) => {
      saveSheet(bank, next);
      setSheet(next);
    },
    [bank],
  );

  return {
    sheet,
    discarded,
    answer: (id: string, value: number) => sheet && update(choose(sheet, questions, id, value)),
    goTo: (index: number) => sheet && update(goTo(sheet, questions, index)),
    clear: () => clearSheet(bank),
  };
}
