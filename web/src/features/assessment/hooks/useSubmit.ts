import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { ApiCode, ApiError } from '@/lib/api-client';
import { isLoggedInAtom } from '@/lib/session';
import { submitAnswers } from '../api/submit-answers';
import { loginPath } from '@/lib/navigation';
import { resultPath } from '../lib/banks';
import { clearSheet, type Sheet } from '../lib/saved-answers';
import { submitBody } from '../lib/sheet';
import type { BankCode, Questions, SheetExtra } from '../types';

/**
 * Submitting a sheet: a visitor goes to /login and comes back to the review (the answers stay
 * saved); a refusal keeps the answers and shows the server's message; a result clears them and
 * opens the result page, whose read waits for the submission. `extra` goes with the answers
 * (选科测评: the province, exam year and liked 专业类).
 */
export function useSubmit(bank: BankCode, list: Questions | null, sheet: Sheet | null, extra?: SheetExtra) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const submit = async () => {
    if (!list || !sheet || busy) return;
    const toLogin = () => navigate(loginPath(pathname + search));
    if (!loggedIn) return toLogin();
    setBusy(true);
    setError(null);
    try {
      const done = await submitAnswers(bank, { ...submitBody(list.Version, list.Questions ?? [], sheet.values), ...extra });
      clearSheet(bank);
      navigate(resultPath(bank, done.SubmissionId));
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(ApiCode.Network, String((e as Error)?.message ?? e));
      if (err.code === ApiCode.LoginExpired) return toLogin();
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy, error, loggedIn };
}
