import { useCallback, useState } from 'react';
import { ApiError } from './api-client';

/**
 * A write's state for a form or a dialog: busy while it runs, the server's refusal kept to show
 * in place. run() answers the result, or null when it failed.
 */
export function useWrite() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const run = useCallback(async <T,>(write: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    setError(null);
    try {
      return await write();
    } catch (e) {
      setError(e instanceof ApiError ? e : new ApiError(-1, String((e as Error)?.message ?? e)));
      return null;
    } finally {
      setBusy(false);
    }
  }, []);
  const fail = useCallback((message: string) => setError(new ApiError(400, message)), []);
  const clear = useCallback(() => setError(null), []);
  return { busy, error, run, fail, clear };
}
