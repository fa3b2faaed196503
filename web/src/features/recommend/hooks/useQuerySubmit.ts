import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { getRecommendStat } from '../api/get-recommend-stat';
import type { RecommendQuery } from '../lib/query';
import { baseRequest } from '../lib/request';

/**
 * Asks the server before going on: bad input answers 400 with its Chinese message, which the
 * form shows where it was typed; a good query goes on to `go`. The first answer after a start
 * can take about 20 s (the engine learns once), so the form says it is busy.
 */
export function useQuerySubmit(go: (q: RecommendQuery) => void) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const seq = useRef(0);
  const submit = async (q: RecommendQuery) => {
    const mine = ++seq.current;
    setBusy(true);
    setMessage('');
    try {
      await getRecommendStat(baseRequest(q));
      if (mine === seq.current) go(q);
    } catch (e) {
      if (mine === seq.current) setMessage(e instanceof ApiError ? e.message : '请求失败，请稍后重试');
    } finally {
      if (mine === seq.current) setBusy(false);
    }
  };
  return { submit, busy, message, clear: () => setMessage('') };
}
